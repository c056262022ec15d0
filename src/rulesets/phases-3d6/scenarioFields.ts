import * as Type from "../../engine/schema/TypeBuilders";
import { accepted } from "../../engine/fight/acceptedData";
import type { FieldIssue } from "../../engine/schema/FieldIssue";
import { ABORTABLE } from "./abortChoice";
import type { Hex } from "./hex/Hex";

const DEFENCES: readonly string[] = ABORTABLE.map((m) => m.id);

/**
 * What a phases-3d6 scenario says of a combatant beyond the common fields: the hex it starts in
 * (left out, the fight has no map) and the defensive manoeuvres it aborts to when attacked out
 * of its own action, first choice first (left out, it never aborts).
 */
export const PHASES_COMBATANT_FIELDS = {
  position: Type.Optional(
    Type.Object(
      {
        q: Type.Integer({ minimum: -100_000, maximum: 100_000, description: "axial q" }),
        r: Type.Integer({ minimum: -100_000, maximum: 100_000, description: "axial r" }),
      },
      {
        additionalProperties: false,
        description: "the hex it starts in, in axial coordinates, one combatant to a hex; left out by everyone, the fight has no map",
      },
    ),
  ),
  abortTo: Type.Optional(
    Type.Array(Type.Union(DEFENCES.map((id) => Type.Literal(id))), {
      maxItems: 10,
      description: "the defensive manoeuvres it aborts to when attacked out of its own action, first choice first; left out, it never aborts",
    }),
  ),
};

const FieldsSchema = Type.Object(PHASES_COMBATANT_FIELDS, { additionalProperties: false });

/**
 * The abort orders in the rules' own words: a manoeuvre that is not a defence, or one named
 * twice. Anything not a list of texts is left to the schema to describe.
 */
export function checkPhasesFields(fields: Readonly<Record<string, unknown>>, path: string): FieldIssue | null {
  const orders = fields["abortTo"];
  if (!Array.isArray(orders) || !orders.every((order) => typeof order === "string")) return null;
  const where = `${path}.abortTo`;
  const bad = orders.findIndex((order) => !DEFENCES.includes(order));
  if (bad >= 0) return { path: `${where}[${bad}]`, value: orders[bad], expected: `one of ${DEFENCES.join(", ")} (the defensive actions phases-3d6 aborts to)` };
  const again = orders.findIndex((order, index) => orders.indexOf(order) !== index);
  return again < 0 ? null : { path: `${where}[${again}]`, value: orders[again], expected: "a defensive action not already named earlier in the list" };
}

/** Where the combatant starts and what it aborts to, from fields the schema has already accepted. */
export function readPhasesFields(fields: Readonly<Record<string, unknown>>): { readonly at: Hex | null; readonly abortTo: readonly string[] } {
  const checked = accepted(FieldsSchema, fields, "phases-3d6: combatant fields");
  return { at: checked.position === undefined ? null : { q: checked.position.q, r: checked.position.r }, abortTo: checked.abortTo ?? [] };
}

/**
 * Two characters never start in one hex: a path stops short of an occupied hex, so a fight that
 * began with two in one would hold a position the rules cannot reach.
 */
export function oneInEachHex(combatants: readonly { readonly path: string; readonly fields: Readonly<Record<string, unknown>> }[]): FieldIssue | null {
  const taken = new Map<string, string>();
  for (const { path, fields } of combatants) {
    const { at } = readPhasesFields(fields);
    if (at === null) continue;
    const key = `${at.q},${at.r}`;
    const first = taken.get(key);
    if (first !== undefined) return { path: `${path}.position`, value: { q: at.q, r: at.r }, expected: `a hex nobody else starts in (${first} starts there)` };
    taken.set(key, path);
  }
  return null;
}
