import { onV14 } from "./release";

/**
 * How an update says "replace this field whole" and "delete this key": the one seam between
 * v13's update keys and v14's operators.
 * - v13: `==key` replaces, `-=key` (value null) deletes (common/utils/helpers.mjs `mergeObject`,
 *   its `performDeletions`/`==` handling; common/data/fields.mjs `SchemaField#_cleanType`).
 * - v14: `foundry.data.operators.ForcedReplacement.create(value)` and `ForcedDeletion.create()` as
 *   the key's value (v14's declarations, common/data/operators.d.mts); the old keys still work
 *   until v16 but log a deprecation warning on every write, and Turnwright writes on nearly every
 *   action.
 * The v13 declarations have no `foundry.data.operators`, so it is read as data, and its absence
 * on v14 is an error in words rather than a quiet fall back to the warning keys.
 */

interface Operators {
  readonly replacement: (value: unknown) => unknown;
  readonly deletion: () => unknown;
}

function v14Operators(): Operators {
  const operators: unknown = Reflect.get(foundry.data, "operators");
  const replacement = factory(operators, "ForcedReplacement");
  const deletion = factory(operators, "ForcedDeletion");
  if (replacement === null || deletion === null)
    throw new Error("Turnwright: this Foundry says it is v14 but has no foundry.data.operators.ForcedReplacement and ForcedDeletion");
  return { replacement: (value) => replacement([value]), deletion: () => deletion([]) };
}

/** The operator class's static `create`, bound to it. */
function factory(operators: unknown, name: string): ((args: unknown[]) => unknown) | null {
  const operator: unknown = typeof operators === "object" && operators !== null ? Reflect.get(operators, name) : undefined;
  const create: unknown = typeof operator === "function" ? Reflect.get(operator, "create") : undefined;
  return typeof create === "function" ? (args) => Reflect.apply(create, operator, args) : null;
}

/** Sets `key` in `into` (an update's object at that level) so the update puts `value` in place of the field, keeping none of its old keys. */
export function replaceWhole(into: Record<string, unknown>, key: string, value: unknown): void {
  if (onV14()) into[key] = v14Operators().replacement(value);
  else into[`==${key}`] = value;
}

/** Sets `key` in `into` so the update deletes that key of the stored object. */
export function deleteKey(into: Record<string, unknown>, key: string): void {
  if (onV14()) into[key] = v14Operators().deletion();
  else into[`-=${key}`] = null;
}
