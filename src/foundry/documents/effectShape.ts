import { CHANGE_MODES, type ChangeMode } from "../../engine/effects/EffectChange";
import { onV14 } from "../release";

/**
 * Where an Active Effect keeps its changes, and how each says what it does: the one seam between
 * v13's effects and v14's Active Effects v2.
 * - v13 (common/documents/active-effect.mjs `BaseActiveEffect.defineSchema`): `changes` on the
 *   effect, each `{key, value, mode, priority}` with `mode` a number of `CONST.ACTIVE_EFFECT_MODES`.
 * - v14 (v14's declarations, `ActiveEffect.ChangeData`, `CONST.ACTIVE_EFFECT_CHANGE_TYPES`,
 *   `BaseActiveEffect.migrateData`): `system.changes`, each `{key, value, type, phase, priority}`
 *   with `type` a name (`add`, `multiply`, ...), `phase` `initial` or `final`, `priority` null for
 *   the type's own; `CONST.ACTIVE_EFFECT_MODES` and the `changes` getter are deprecated.
 * An effect stored in either shape reads the same here, whichever game reads it (a world moved to
 * v14 keeps v13's until core migrates it; a module may write either).
 */

/** A change as Turnwright reads it, from either shape. */
export interface ReadChange {
  readonly key: string;
  readonly mode: ChangeMode;
  readonly value: string;
}

/** v13's numbers for each kind (common/constants.mjs `ACTIVE_EFFECT_MODES`: custom 0 ... override 5), in CHANGE_MODES' order. */
const V13_MODE_NUMBERS: Readonly<Record<ChangeMode, number>> = { custom: 0, multiply: 1, add: 2, downgrade: 3, upgrade: 4, override: 5 };

/** Each kind as v13 numbers it, from its own constant (read on v13 only: v14 warns that it is deprecated). */
function v13Mode(mode: ChangeMode): CONST.ACTIVE_EFFECT_MODES {
  const modes = CONST.ACTIVE_EFFECT_MODES;
  switch (mode) {
    case "custom":
      return modes.CUSTOM;
    case "multiply":
      return modes.MULTIPLY;
    case "add":
      return modes.ADD;
    case "downgrade":
      return modes.DOWNGRADE;
    case "upgrade":
      return modes.UPGRADE;
    case "override":
      return modes.OVERRIDE;
  }
}

/** A change in the running game's shape, to store. */
export interface V13Change {
  key: string;
  value: string;
  mode: CONST.ACTIVE_EFFECT_MODES;
}
export interface V14Change {
  key: string;
  value: string;
  type: ChangeMode;
  phase: "initial";
  priority: null;
}

/** An effect's changes, for its creation data: `{changes}` on v13, `{system: {changes}}` on v14. Spread it into the data. */
export function changesData(changes: readonly ReadChange[]): { changes: V13Change[] } | { system: { changes: V14Change[] } } {
  if (onV14()) return { system: { changes: changes.map((change) => ({ key: change.key, value: change.value, type: change.mode, phase: "initial", priority: null })) } };
  return { changes: changes.map((change) => ({ key: change.key, value: change.value, mode: v13Mode(change.mode) })) };
}

/** Every list of changes a creation or update's data holds, in either shape (`changes`, `system.changes`, or the dotted key). */
export function changeListsIn(data: object): unknown[][] {
  const system: unknown = Reflect.get(data, "system");
  const found: unknown[] = [Reflect.get(data, "changes"), Reflect.get(data, "system.changes"), typeof system === "object" && system !== null ? Reflect.get(system, "changes") : undefined];
  return found.filter((list): list is unknown[] => Array.isArray(list));
}

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
  if (typeof type === "string") return CHANGE_MODES.find((known) => known === type) ?? null;
  if (typeof mode === "number") return CHANGE_MODES.find((known) => V13_MODE_NUMBERS[known] === mode) ?? null;
  return null;
}
