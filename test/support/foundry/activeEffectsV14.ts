import { ActiveEffectDouble, getProperty, setProperty } from "./activeEffects";

type Data = Record<string, unknown>;

/** A change as v14 keeps it at `system.changes` (v14's declarations: client/documents/active-effect.d.mts `ActiveEffect.ChangeData`). */
export interface ChangeV14 {
  readonly key?: string;
  readonly value: unknown;
  readonly type: string;
  readonly phase: string;
  readonly priority: number | null;
}

/**
 * The parts of v14's ActiveEffect that Turnwright's subclass builds on, in v14's shape, from v14's
 * declarations (no v14 client code is public):
 * - its changes at `system.changes` (common/documents/active-effect.d.mts `BaseActiveEffect.migrateData`:
 *   `changes` to `system.changes`, `mode` to a string `type`); the document's own `changes` is a
 *   deprecated getter that logs a compatibility warning (`_initialize`'s remarks) — counted here in
 *   `deprecatedReads`;
 * - no instance `apply`: every change is made through the static `ActiveEffect.applyChange(target,
 *   change, options)` (client/documents/active-effect.d.mts), which for a key the schema lacks falls
 *   back to `_applyChangeUnguided`, a merge that expands the dotted key through whatever it meets;
 *   modelled as the v13 double's `apply` is.
 * Everything else (flags, `_preCreate`, `_preUpdate`, `active`) is the v13 double's.
 */
export class ActiveEffectV14Double extends ActiveEffectDouble {
  static deprecatedReads = 0;
  system: { changes: ChangeV14[] };

  constructor(data: Data, context?: { readonly parent?: { readonly uuid: string } | null }) {
    super({ ...data, changes: [] }, context);
    const system = getProperty(data, "system.changes");
    this.system = { changes: Array.isArray(system) ? (system as ChangeV14[]) : [] };
    Object.defineProperty(this, "changes", {
      get: () => {
        ActiveEffectV14Double.deprecatedReads += 1;
        return this.system.changes;
      },
    });
  }

  static applyChange(target: Data, change: ChangeV14, _options?: Data): Data {
    const key = change.key ?? "";
    setProperty(target, key, change.value);
    return { [key]: change.value };
  }
}
