import type { Static } from "@sinclair/typebox";
import * as Type from "../schema/TypeBuilders";
import * as Value from "../schema/ValueChecks";
import { allow, refuse, type Outcome } from "../Refusal";
import type { CardState } from "./CardRules";
import { ADJUST_STEPS, type AdjustStep } from "./damageControls";
import type { LocalText, TextPart } from "../text/LocalText";
import { walksIntoPrototype } from "../effects/prototypeKeys";

/** More steps than a GM clicks in earnest: a card is not a place to store a list without end. */
export const MOST_ADJUST_STEPS = 40;

/** More damage than any blow of any rule set deals: a typed amount past it is a slip of the keys. */
export const MOST_TYPED_DAMAGE = 999;

/** A step of the GM's adjustment: halve, double, one more, one less, or what gets through set to an amount the GM typed. */
export type DamageStep = AdjustStep | { readonly set: number };

const Words = Type.Object({ key: Type.String(), data: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))) });
/** A field's value as an actor's `system` stores it. */
export type Field = number | string | boolean;
/** Fields of an actor's `system` by dot path (`wounds.value`), as the rules name them. */
export type Paths = Readonly<Record<string, Field>>;

/** Deeper than any field of any rule set's actor: a stored record past it is not one the GM's game wrote. */
const MOST_PATH_DEPTH = 8;

/**
 * One defender's share of a card's damage, as a card stores it: the fields of its `system` the
 * application changed, as they were before and as it left them (undo writes `before` back, and
 * only while the actor still holds `after`), the tags of the effects it put on (undo takes them
 * off; a card from before such effects has none), the rule set's words for what it came to, and
 * whether it was undone. The fields are kept as nested objects (`{wounds: {value: 9}}`), never by
 * dotted key: Foundry expands every dotted key of a write into nested objects before it stores
 * it (v13 client/data/client-backend.mjs runs common/utils/helpers.mjs `expandObject` on each
 * create and update), so a card written with `wounds.value` is stored, and read back, nested.
 */
const DealtSchema = Type.Object({
  ref: Type.String({ minLength: 1 }),
  name: Type.String(),
  before: Type.Object({}, { additionalProperties: Type.Unknown() }),
  after: Type.Object({}, { additionalProperties: Type.Unknown() }),
  effects: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 8 })),
  lines: Type.Array(Words),
  undone: Type.Boolean(),
});

/** One defender's share of a card's damage, its fields by dot path, as the rules work with it. */
export interface Dealt extends Omit<Static<typeof DealtSchema>, "before" | "after"> {
  readonly before: Paths;
  readonly after: Paths;
}

/** What a damage card keeps of where its damage went, as it stores it: the GM's adjustment, then every application in order. */
const DamageRecordSchema = Type.Object({
  steps: Type.Array(
    Type.Union([...ADJUST_STEPS.map((step) => Type.Literal(step)), Type.Object({ set: Type.Integer({ minimum: 0, maximum: MOST_TYPED_DAMAGE }) })]),
    { maxItems: MOST_ADJUST_STEPS },
  ),
  dealt: Type.Array(DealtSchema),
});

/** What a damage card keeps of where its damage went, its fields by dot path. */
export interface DamageRecord {
  readonly steps: Static<typeof DamageRecordSchema>["steps"];
  readonly dealt: readonly Dealt[];
}

/** A card no damage has gone from yet: no adjustment, no application. */
export const NO_DAMAGE_DEALT: DamageRecord = { steps: [], dealt: [] };

/**
 * A card's record of its damage, read through its schema: a card that never dealt any has none
 * yet. The card is the GM's game's writing, but an old or edited message is refused, never guessed.
 * A record's fields read the same nested or by dotted key, so one written either way reads alike.
 */
export function readDamageRecord(card: CardState): Outcome<DamageRecord> {
  const stored: unknown = card.damage;
  if (stored === undefined) return allow(NO_DAMAGE_DEALT);
  const damaged = refuse("card-damaged", "This card's data is damaged and cannot be used", {});
  if (!Value.Check(DamageRecordSchema, stored)) return damaged;
  const dealt: Dealt[] = [];
  for (const entry of stored.dealt) {
    const before = pathsOf(entry.before);
    const after = pathsOf(entry.after);
    if (before === null || after === null) return damaged;
    dealt.push({ ...entry, before, after });
  }
  return allow({ steps: stored.steps, dealt });
}

/** The record as a card stores it: each application's fields nested, never under a dotted key. */
export function storedDamageRecord(record: DamageRecord): Static<typeof DamageRecordSchema> {
  return { steps: [...record.steps], dealt: record.dealt.map((entry) => ({ ...entry, before: nestedPaths(entry.before), after: nestedPaths(entry.after) })) };
}

/** Fields by dot path, from a tree of nested objects whose leaves are fields; null for anything else. */
function pathsOf(tree: object): Record<string, Field> | null {
  const paths: Record<string, Field> = {};
  const walk = (node: object, prefix: string, depth: number): boolean => {
    if (depth > MOST_PATH_DEPTH) return false;
    for (const [key, value] of Object.entries(node)) {
      // The GM's game never names a field through a prototype: a record that does is not one it wrote.
      if (walksIntoPrototype(key)) return false;
      const path = prefix === "" ? key : `${prefix}.${key}`;
      if (typeof value === "number" || typeof value === "string" || typeof value === "boolean") paths[path] = value;
      else if (isTree(value)) {
        // A branch holds at least one field: the GM's game never writes an empty one.
        if (Object.keys(value).length === 0 || !walk(value, path, depth + 1)) return false;
      } else return false;
    }
    return true;
  };
  return walk(tree, "", 0) ? paths : null;
}

function isTree(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Fields by dot path as nested objects (`wounds.value` → `{wounds: {value}}`). */
function nestedPaths(paths: Paths): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(paths)) {
    if (walksIntoPrototype(path)) continue;
    const keys = path.split(".");
    let at = tree;
    for (const key of keys.slice(0, -1)) {
      const next = at[key];
      if (isTree(next)) at = next;
      else {
        const made: Record<string, unknown> = {};
        at[key] = made;
        at = made;
      }
    }
    at[keys.at(-1) ?? path] = value;
  }
  return tree;
}

/** What gets through once the GM's steps have worked on it, in the order the GM clicked them; never below none. */
export function adjusted(steps: readonly DamageStep[], amount: number): number {
  return steps.reduce(
    (total, step) => {
      if (typeof step === "object") return step.set;
      switch (step) {
        case "half":
          return Math.floor(total / 2);
        case "double":
          return total * 2;
        case "more":
          return total + 1;
        case "less":
          return Math.max(0, total - 1);
      }
    },
    Math.max(0, amount),
  );
}

/**
 * The GM's steps as the card shows them, in signs rather than words: ×½, ×2, =n for a typed
 * amount, and each run of ones as a single +n or −n (a run that comes to nothing is left out).
 */
export function stepSigns(steps: readonly DamageStep[]): string {
  const signs: string[] = [];
  let run = 0;
  const flush = (): void => {
    if (run !== 0) signs.push(run > 0 ? `+${run}` : `−${-run}`);
    run = 0;
  };
  for (const step of steps) {
    if (typeof step !== "object" && (step === "more" || step === "less")) {
      run += step === "more" ? 1 : -1;
      continue;
    }
    flush();
    signs.push(typeof step === "object" ? `=${step.set}` : step === "half" ? "×½" : "×2");
  }
  flush();
  return signs.join(" ");
}

/** The words of one application, as the card stores them and draws them. */
export function storedWords(lines: readonly LocalText[]): Dealt["lines"] {
  return lines.map((line) => (line.data === undefined ? { key: line.key } : { key: line.key, data: flatValues(line.data) }));
}

/**
 * A card keeps a line's names and numbers only (the schema above, which old cards were written
 * in): the damage lines of every rule set are a key with such values, never nested words.
 */
function flatValues(data: Readonly<Record<string, TextPart>>): Record<string, string | number> {
  const flat: Record<string, string | number> = {};
  for (const [name, part] of Object.entries(data)) if (typeof part === "string" || typeof part === "number") flat[name] = part;
  return flat;
}

/** What one press did with a card's damage: new applications, or applications it took back. */
export interface DamageMoved {
  readonly undone: boolean;
  readonly dealt: readonly Dealt[];
}

/**
 * The applications a press added to a card's record, or the ones it turned undone; null when it
 * did neither (an adjustment, a press of another button). Read from the card before and after, so
 * it holds for every rule set's damage step alike.
 */
export function damageMoved(before: CardState, after: CardState): DamageMoved | null {
  const was = readDamageRecord(before);
  const is = readDamageRecord(after);
  if (!was.ok || !is.ok) return null;
  const added = is.value.dealt.slice(was.value.dealt.length);
  if (added.length > 0) return { undone: false, dealt: added };
  const undone = is.value.dealt.filter((dealt, index) => dealt.undone && was.value.dealt[index]?.undone === false);
  return undone.length > 0 ? { undone: true, dealt: undone } : null;
}

const WHOLE = /^[+-]?[0-9]+$/;

/**
 * The amount the GM typed for what gets through: a whole number from 0 to MOST_TYPED_DAMAGE.
 * Anything else is refused in words (the field is a browser's, and a payload can carry anything).
 */
export function typedDamage(typed: string | undefined): Outcome<number> {
  const written = (typed ?? "").trim();
  if (written === "") return refuse("damage-amount-missing", "Type the damage that gets through first", {});
  if (!WHOLE.test(written)) return refuse("damage-amount-not-whole", `${written} is not a whole number of damage`, { typed: written.slice(0, 16) });
  const amount = Number(written);
  if (amount < 0) return refuse("damage-amount-negative", `Damage cannot be less than none (${written})`, { typed: written.slice(0, 16) });
  if (amount > MOST_TYPED_DAMAGE)
    return refuse("damage-amount-too-large", `${written} is more damage than a card takes (at most ${MOST_TYPED_DAMAGE})`, {
      typed: written.slice(0, 16),
      most: MOST_TYPED_DAMAGE,
    });
  return allow(amount);
}
