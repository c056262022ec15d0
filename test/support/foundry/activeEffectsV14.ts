import { ActiveEffectDouble, getProperty, setProperty, type EffectChange } from "./activeEffects";
import { warnCompatibility } from "./compatibilityWarnings";

type Data = Record<string, unknown>;

/** A change as v14 keeps it at `system.changes` (v14's declarations: client/documents/active-effect.d.mts `ActiveEffect.ChangeData`). */
export interface ChangeV14 {
  readonly key?: string;
  readonly value: unknown;
  readonly type: string;
  readonly phase: string;
  readonly priority: number | null;
}

/** v13's numbers of the change modes (common/constants.mjs `ACTIVE_EFFECT_MODES`), as v14's shim names them. */
const MODE_NAMES: Readonly<Record<number, string>> = { 0: "custom", 1: "multiply", 2: "add", 3: "downgrade", 4: "upgrade", 5: "override" };

/**
 * The changes an effect's creation data gives, as v14 takes them in (v14's declarations,
 * common/documents/active-effect.d.mts): `BaseActiveEffect.migrateData` moves a top-level
 * `changes` to `system.changes` ("no compatibility warning", `shimData`'s remarks), and a change
 * that says what it does by v13's numeric `mode` is shimmed to a `type` (since v14, until v16):
 * that one warns.
 */
function changesTakenIn(data: Data): ChangeV14[] {
  const system = getProperty(data, "system.changes");
  const given: unknown[] = [...(Array.isArray(system) ? system : []), ...(Array.isArray(data["changes"]) ? data["changes"] : [])];
  return given.flatMap((change): ChangeV14[] => {
    if (typeof change !== "object" || change === null) return [];
    const read = (name: string): unknown => Reflect.get(change, name);
    const key = read("key");
    const phase = read("phase");
    const priority = read("priority");
    const type = read("type");
    const mode = read("mode");
    const kept = { key: typeof key === "string" ? key : undefined, value: read("value"), phase: typeof phase === "string" ? phase : "initial" };
    if (typeof type === "string") return [{ ...kept, type, priority: typeof priority === "number" ? priority : null }];
    if (typeof mode !== "number") return [];
    warnCompatibility("An ActiveEffect change's numeric `mode` is deprecated: changes now have a string `type`.");
    return [{ ...kept, type: MODE_NAMES[mode] ?? `custom.${String(mode)}`, priority: null }];
  });
}

/**
 * The parts of v14's ActiveEffect that Turnwright's subclass builds on, in v14's shape, from v14's
 * declarations (no v14 client code is public):
 * - its changes at `system.changes`, taken in as `changesTakenIn` above; the document's own
 *   `changes` is a deprecated getter (client/documents/active-effect.d.mts, "You are accessing the
 *   changes of an ActiveEffect", defined in `_initialize`) that warns through
 *   `foundry.utils.logCompatibilityWarning`;
 * - its instance `apply` deprecated, warning when called: every change is made through the static
 *   `ActiveEffect.applyChange(target, change, options)` (client/documents/active-effect.d.mts),
 *   which for a key the schema lacks falls back to `_applyChangeUnguided`, a merge that expands
 *   the dotted key through whatever it meets; modelled as the v13 double's `apply` is.
 * Everything else (flags, `_preCreate`, `_preUpdate`, `active`) is the v13 double's.
 */
export class ActiveEffectV14Double extends ActiveEffectDouble {
  override system: { changes: ChangeV14[] };

  constructor(data: Data, context?: { readonly parent?: { readonly uuid: string } | null }) {
    super({ ...data, changes: [] }, context);
    this.system = { changes: changesTakenIn(data) };
    Object.defineProperty(this, "changes", {
      get: () => {
        warnCompatibility("You are accessing the changes of an ActiveEffect. Changes are now stored on the ActiveEffect's system data.");
        return this.system.changes;
      },
    });
  }

  /** v14 keeps v13's instance `apply` as a deprecated way to `ActiveEffect.applyChange` (client/documents/active-effect.d.mts, "You are accessing ActiveEffect#apply"). */
  override apply(actor: Data, change: EffectChange): Data {
    warnCompatibility("You are accessing ActiveEffect#apply, which has been moved to ActiveEffect.applyChange");
    return super.apply(actor, change);
  }

  static applyChange(target: Data, change: ChangeV14, _options?: Data): Data {
    const key = change.key ?? "";
    setProperty(target, key, change.value);
    return { [key]: change.value };
  }
}
