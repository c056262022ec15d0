import type { ChangeMode } from "../../engine/effects/EffectChange";
import { onV14 } from "./release";
import { changeListsIn } from "./changeLists";
import type { ReadChange } from "./effectShape";

/** v13's numbers for each kind (common/constants.mjs `ACTIVE_EFFECT_MODES`: custom 0 ... override 5), in CHANGE_MODES' order. */
const V13_MODE_NUMBERS: Readonly<Record<ChangeMode, number>> = { custom: 0, multiply: 1, add: 2, downgrade: 3, upgrade: 4, override: 5 };

/** Changes in either shape in creation, update or source data, each read as Turnwright reads it; one that names no kind Turnwright knows is left out. */
export function readChanges(data: object): ReadChange[] {
  return changeListsIn(data).flatMap((list) => list.flatMap((change) => readChange(change) ?? []));
}

/**
 * An effect document's changes. On v14 they are at `system.changes` (core migrates a stored v13
 * effect's there as it loads, `BaseActiveEffect.migrateData`), and the document's `changes` is a
 * deprecated getter that warns, so it is not read. On v13 an effect's own `changes` are read, and a
 * `system.changes` written in v14's shape beside them.
 */
export function effectChanges(effect: { readonly system?: unknown }): ReadChange[] {
  const system = typeof effect.system === "object" && effect.system !== null ? effect.system : {};
  const lists = onV14() ? [Reflect.get(system, "changes")] : [Reflect.get(effect, "changes"), Reflect.get(system, "changes")];
  return lists.flatMap((list: unknown) => (Array.isArray(list) ? list.flatMap((change) => readChange(change) ?? []) : []));
}

function readChange(change: unknown): ReadChange | null {
  if (typeof change !== "object" || change === null) return null;
  const key: unknown = Reflect.get(change, "key");
  const value: unknown = Reflect.get(change, "value");
  const mode = modeOf(Reflect.get(change, "type"), Reflect.get(change, "mode"));
  if (typeof key !== "string" || mode === null) return null;
  // v14 parses a JSON value out of its text (BaseActiveEffect.migrateData): a number is read back as text, as v13 stores it.
  const text = typeof value === "string" ? value : typeof value === "number" || typeof value === "boolean" ? String(value) : null;
  return text === null ? null : { key, mode, value: text };
}

/** A v14 `type` by name, else a v13 `mode` by number. */
function modeOf(type: unknown, mode: unknown): ChangeMode | null {
  if (typeof type === "string") return isChangeMode(type) ? type : null;
  if (typeof mode !== "number") return null;
  for (const [name, number] of Object.entries(V13_MODE_NUMBERS)) if (number === mode && isChangeMode(name)) return name;
  return null;
}

/** One of the kinds Turnwright knows: each has its v13 number. */
function isChangeMode(name: string): name is ChangeMode {
  return Object.hasOwn(V13_MODE_NUMBERS, name);
}
