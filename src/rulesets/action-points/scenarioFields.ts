import * as Type from "../../engine/schema/TypeBuilders";
import { accepted } from "../../engine/fight/acceptedData";
import type { FieldIssue } from "../../engine/schema/FieldIssue";
import { PRE_COMBAT, type PreCombat } from "./actionCosts";

/** What an action-points scenario says of a combatant beyond the common fields: what it did in the round before the fight. */
export const AP_COMBATANT_FIELDS = {
  preCombat: Type.Optional(
    Type.Array(Type.Union(PRE_COMBAT.map((action) => Type.Literal(action))), {
      maxItems: PRE_COMBAT.length,
      description: "what it does in the round before the fight, each paid from its AP, which lowers its initiative (the AP left)",
    }),
  ),
};

const FieldsSchema = Type.Object(AP_COMBATANT_FIELDS, { additionalProperties: false });

/** The pre-combat actions in the rules' own words: one the rules do not know, or one named twice. */
export function checkApFields(fields: Readonly<Record<string, unknown>>, path: string): FieldIssue | null {
  const actions = fields["preCombat"];
  if (!Array.isArray(actions) || !actions.every((action) => typeof action === "string")) return null;
  const where = `${path}.preCombat`;
  const known: readonly string[] = PRE_COMBAT;
  const bad = actions.findIndex((action) => !known.includes(action));
  if (bad >= 0) return { path: `${where}[${bad}]`, value: actions[bad], expected: `one of ${PRE_COMBAT.join(", ")} (the actions before a fight)` };
  const again = actions.findIndex((action, index) => actions.indexOf(action) !== index);
  return again < 0 ? null : { path: `${where}[${again}]`, value: actions[again], expected: "a pre-combat action not already named earlier in the list" };
}

/** The combatant's pre-combat actions, from fields the schema has already accepted. */
export function readApFields(fields: Readonly<Record<string, unknown>>): readonly PreCombat[] {
  return accepted(FieldsSchema, fields, "action-points: combatant fields").preCombat ?? [];
}
