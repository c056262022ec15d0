import type { MigratedDocument, MigrationWorld, StoredActor, StoredDocument } from "./MigrationWorld";
import { forcedReplacementOf, migrationUpdate } from "./migrationUpdate";
import { actorItemKey, actorKey, itemKey, versionStamp, type StoredSources } from "./storedSources";

type WorldActors = ReadyGame["actors"];
type WorldItems = ReadyGame["items"];

/** What the migration reads of a document. */
interface MigratableDocument {
  readonly id: string | null;
  readonly name: string;
  readonly type: string;
  toObject(): object;
}

/**
 * The world's actors and items for the migration, valid or not: each with the data it was
 * stored with (kept by the documents before Foundry cleaned it) and its version stamp. Writes
 * go through Foundry's batch updates, one call per collection, each document's whole `system`
 * replaced (`migrationUpdate`), with `diff: false` so the stored record is rewritten even where
 * the cleaned copy already agrees.
 */
export function foundryMigrationWorld(actors: WorldActors, items: WorldItems, sources: StoredSources): MigrationWorld {
  // Documents whose data no longer validates are the ones most likely to need migrating.
  const everyActor = [...actors.contents, ...[...actors.invalidDocumentIds].flatMap((id) => asListOf(actors.getInvalid(id), CONFIG.Actor.documentClass))];
  const everyItem = [...items.contents, ...[...items.invalidDocumentIds].flatMap((id) => asListOf(items.getInvalid(id), CONFIG.Item.documentClass))];
  return migrationWorldOf(everyActor, everyItem, sources);
}

/**
 * These actors and items as the migration reads and writes the world's (`foundryMigrationWorld`):
 * a Quench batch migrates a copy of its own this way, and nothing else of the world.
 */
export function migrationWorldOf(everyActor: readonly Actor.Implementation[], everyItem: readonly Item.Implementation[], sources: StoredSources): MigrationWorld {
  return {
    // Read when the migration asks, so a world already up to date reads nothing.
    get actors(): StoredActor[] {
      return everyActor.flatMap((actor) => {
        const id = actor.id;
        if (id === null) return [];
        const owned = actor.items.contents.flatMap((item) => (item.id === null ? [] : [stored(item, item.id, sources, actorItemKey(id, item.id))]));
        return [{ ...stored(actor, id, sources, actorKey(id)), items: owned }];
      });
    },
    get items(): StoredDocument[] {
      return everyItem.flatMap((item) => (item.id === null ? [] : [stored(item, item.id, sources, itemKey(item.id))]));
    },
    async updateActors(changes) {
      const updated = await CONFIG.Actor.documentClass.updateDocuments(changes.map(asUpdate), { diff: false });
      return idsOf(updated);
    },
    async updateItems(changes) {
      const updated = await CONFIG.Item.documentClass.updateDocuments(changes.map(asUpdate), { diff: false });
      return idsOf(updated);
    },
    async updateActorItems(actorId, changes) {
      const actor = everyActor.find((candidate) => candidate.id === actorId);
      if (actor === undefined) return [];
      const updated = await actor.updateEmbeddedDocuments("Item", changes.map(asUpdate), { diff: false });
      return idsOf(updated);
    },
  };
}

function stored(document: MigratableDocument, id: string, sources: StoredSources, key: string): StoredDocument {
  const kept = sources.recall(key);
  const source = document.toObject();
  const system: unknown = kept?.system ?? Reflect.get(source, "system");
  return { id, name: document.name, type: document.type, system: isRecord(system) ? system : {}, version: kept === undefined ? versionStamp(source) : kept.version };
}

function asUpdate(change: MigratedDocument) {
  return migrationUpdate(change, forcedReplacementOf(foundry.data), statusEffectSource);
}

/**
 * What v13's `ActiveEffect.fromStatusEffect` (client/documents/active-effect.mjs) makes of a
 * status effect: its name localised, its icon, and the status it carries; with an id, so the
 * actor's update creates it.
 */
function statusEffectSource(id: string): Record<string, unknown> | undefined {
  const status = CONFIG.statusEffects.find((candidate) => candidate.id === id);
  if (status === undefined) return undefined;
  const name = typeof status.name === "string" ? game.i18n?.localize(status.name) ?? status.name : id;
  return { _id: foundry.utils.randomID(), name, img: status.img ?? null, statuses: [id] };
}

/** The ids of the documents Foundry updated. */
function idsOf(updated: readonly { readonly id: string | null }[] | undefined): string[] {
  return (updated ?? []).flatMap((document) => (document.id === null ? [] : [document.id]));
}

/** The document in a list of one when it is of the class, else an empty list. */
function asListOf<T>(document: unknown, documentClass: abstract new (...args: never[]) => T): T[] {
  return document instanceof documentClass ? [document] : [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

