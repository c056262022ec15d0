// The type only: the engine's list of modes comes with its schema, which the boot does not load.
import type { ChangeMode } from "../../engine/effects/EffectChange";
import { onV14 } from "./release";

/**
 * Where an Active Effect keeps its changes, and how each says what it does: the one seam between
 * v13's effects and v14's Active Effects v2.
 * - v13 (common/documents/active-effect.mjs `BaseActiveEffect.defineSchema`): `changes` on the
 *   effect, each `{key, value, mode, priority}` with `mode` a number of `CONST.ACTIVE_EFFECT_MODES`.
 * - v14 (v14's declarations, `ActiveEffect.ChangeData`, `CONST.ACTIVE_EFFECT_CHANGE_TYPES`,
 *   `BaseActiveEffect.migrateData`): `system.changes`, each `{key, value, type, phase, priority}`
 *   with `type` a name (`add`, `multiply`, ...), `phase` `initial` or `final`, `priority` null for
 *   the type's own; `CONST.ACTIVE_EFFECT_MODES` and the `changes` getter are deprecated.
 * An effect stored in either shape reads the same, whichever game reads it (a world moved to v14
 * keeps v13's until core migrates it; a module may write either): effectChanges.ts, apart from this
 * file because only the odds study reads them, off the boot's code.
 */

/** A change as Turnwright reads it, from either shape. */
export interface ReadChange {
  readonly key: string;
  readonly mode: ChangeMode;
  readonly value: string;
}

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
  if (onV14())
    return { system: { changes: changes.map((change) => ({ key: change.key, value: change.value, type: change.mode, phase: "initial", priority: null })) } };
  return { changes: changes.map((change) => ({ key: change.key, value: change.value, mode: v13Mode(change.mode) })) };
}
