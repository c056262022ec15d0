import type { MigratedDocument } from "./MigrationWorld";
import { VERSION_FLAG_KEY, VERSION_FLAG_SCOPE } from "./storedSources";

/** v14's forced replacement of a field (`foundry.data.operators.ForcedReplacement.create`). */
export type ForcedReplacement = (value: Readonly<Record<string, unknown>>) => unknown;

/**
 * The update that writes a migrated document back: its whole `system` replaced, and its version
 * stamp. A merge cannot take a dropped key away: v13's client cleans an update against the data
 * model before sending it (client-backend.mjs, `updateSource` with `dryRun`), and the cleaning
 * strips every `-=key` whose key the schema lacks (fields.mjs, `SchemaField#_cleanType`), which is
 * every key a migration drops. A forced replacement of `system` passes the cleaning (the schema
 * has `system`) and the server puts it in place of the stored object. v13 says so with `==system`;
 * v14 with its operator (its `==` keys still work until v16, with a warning). The flags are
 * merged, so other packages' flags stay.
 */
export function migrationUpdate(change: MigratedDocument, forcedReplacement: ForcedReplacement | undefined, statusEffect: StatusEffectSource = () => undefined): Record<string, unknown> {
  const flags = { [VERSION_FLAG_SCOPE]: { [VERSION_FLAG_KEY]: change.version } };
  const created = (change.statuses ?? []).flatMap((id) => {
    const source = statusEffect(id);
    return source === undefined ? [] : [source];
  });
  // New embedded records in the parent's update: v13 common/data/fields.mjs
  // `EmbeddedCollectionField#_updateDiff` creates each element whose `_id` the actor lacks, and
  // `#_updateCommit` keeps the ones it has; so the conditions arrive with the data, in one update.
  const effects = created.length === 0 ? {} : { effects: created };
  if (forcedReplacement === undefined) return { _id: change.id, "==system": change.system, flags, ...effects };
  return { _id: change.id, system: forcedReplacement(change.system), flags, ...effects };
}

/** The new ActiveEffect of a status effect, as core would make it from `CONFIG.statusEffects`, with an `_id` of its own; undefined for an id the world has no status effect for. */
export type StatusEffectSource = (id: string) => Record<string, unknown> | undefined;

/** The game's forced replacement (v14's `foundry.data.operators`), or undefined where there is none (v13). */
export function forcedReplacementOf(data: object): ForcedReplacement | undefined {
  const operators: unknown = Reflect.get(data, "operators");
  const operator: unknown = typeof operators === "object" && operators !== null ? Reflect.get(operators, "ForcedReplacement") : undefined;
  const create: unknown = typeof operator === "function" ? Reflect.get(operator, "create") : undefined;
  if (typeof create !== "function") return undefined;
  return (value) => Reflect.apply(create, operator, [value]);
}
