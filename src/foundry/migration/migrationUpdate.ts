import type { RuleEffect } from "../../engine/effects/RuleEffect";
import { replaceWhole } from "../versions/updateOperators";
import type { MigratedDocument } from "./MigrationWorld";
import { VERSION_FLAG_KEY, VERSION_FLAG_SCOPE } from "../data/storedSources";

/**
 * The update that writes a migrated document back: its whole `system` replaced, and its version
 * stamp. A merge cannot take a dropped key away: v13's client cleans an update against the data
 * model before sending it (client-backend.mjs, `updateSource` with `dryRun`), and the cleaning
 * strips every `-=key` whose key the schema lacks (fields.mjs, `SchemaField#_cleanType`), which is
 * every key a migration drops. A forced replacement of `system` passes the cleaning (the schema
 * has `system`) and the server puts it in place of the stored object: v13's `==system`, v14's
 * operator, as the one seam of update operators decides (versions/updateOperators.ts). The flags are
 * merged, so other packages' flags stay. The actor's new status effects and rule effects ride in
 * the same update; a rule effect that replaces plain status effects is written over each of them,
 * by its id, so the status they turned on ends with the effect's time.
 *
 * Each new effect's id is worked out from the actor, the version and the effect (migratedEffectId),
 * never drawn at random: the active GM with the world open in two windows runs the migration in
 * both, each from the data as stored before either wrote, and the second update then finds each
 * effect there by its id and writes over it, where a random id would make it twice.
 */
export function migrationUpdate(
  change: MigratedDocument,
  statusEffect: StatusEffectSource = () => undefined,
  ruleEffect: RuleEffectSource = () => undefined,
): Record<string, unknown> {
  const flags = { [VERSION_FLAG_SCOPE]: { [VERSION_FLAG_KEY]: change.version } };
  const created = (change.statuses ?? []).flatMap((id) => {
    const source = statusEffect(id);
    return source === undefined ? [] : [{ ...source, _id: migratedEffectId(change, `status:${id}`) }];
  });
  const timed = (change.effects ?? []).flatMap(({ effect, replaces }, index) => {
    const source = ruleEffect(effect, `schema-${change.version}-${index}`);
    if (source === undefined) return [];
    return replaces.length === 0 ? [{ ...source, _id: migratedEffectId(change, `effect:${index}`) }] : replaces.map((id) => ({ ...source, _id: id }));
  });
  // New embedded records in the parent's update: v13 common/data/fields.mjs
  // `EmbeddedCollectionField#_updateDiff` creates each element whose `_id` the actor lacks, and
  // diffs one whose `_id` it has against it (a replaced status effect: its name, icon, changes
  // and statuses given anew, its flags merged); `#_updateCommit` keeps every one it has, so the
  // conditions and the effects arrive with the data, in one update. The v13 server stores them
  // with it: dist/database/backend/server-backend.mjs `_updateDocuments` runs `updateSource` on the
  // actor and, where the update names an embedded collection, writes that collection's records.
  const embedded = [...created, ...timed];
  const update: Record<string, unknown> = { _id: change.id };
  replaceWhole(update, "system", change.system);
  update["flags"] = flags;
  if (embedded.length > 0) update["effects"] = embedded;
  return update;
}

/** The new ActiveEffect of a status effect, as core would make it from `CONFIG.statusEffects` (its id the update's to give); undefined for an id the world has no status effect for. */
export type StatusEffectSource = (id: string) => Record<string, unknown> | undefined;

/** The new ActiveEffect of a rule effect, as the table stores one (gm/ruleEffects.ts), its id the update's to give; `tag` tells it apart from the update's others. */
export type RuleEffectSource = (effect: RuleEffect, tag: string) => Record<string, unknown> | undefined;

const ID_CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A 53-bit hash of a text (cyrb53), with a seed: two seeds give two unrelated halves of an id. */
function hashed(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** Eight characters of Foundry's id alphabet for a number. */
function eight(value: number): string {
  let left = value;
  let out = "";
  for (let index = 0; index < 8; index++) {
    out += ID_CHARACTERS[left % ID_CHARACTERS.length] ?? "0";
    left = Math.floor(left / ID_CHARACTERS.length);
  }
  return out;
}

/**
 * The id of an effect a migration makes on an actor: 16 characters of Foundry's alphabet
 * (common/utils/helpers.mjs `randomID`'s), the same for the same actor, version and effect.
 */
export function migratedEffectId(change: Pick<MigratedDocument, "id" | "version">, effect: string): string {
  const seed = `${change.id}:${change.version}:${effect}`;
  return eight(hashed(seed, 1)) + eight(hashed(seed, 2));
}
