import type { ClockShape } from "../../engine/clock/ClockShape";
import type { EffectTiming } from "../../engine/effects/EffectTiming";
import { documentRulesOf } from "../activeRules";
import { TurnwrightActor } from "../documents/TurnwrightActor";
import type { MigratedDocument, MigrationWorld, StoredActor, StoredDocument } from "./MigrationWorld";
import { migrationEffectSource } from "./migrationEffects";
import { migrationUpdate, type RuleEffectSource } from "./migrationUpdate";
import { plainStatusEffects } from "./plainStatusEffects";
import { actorItemKey, actorKey, itemKey, versionStamp, type StoredSources } from "../data/storedSources";

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
 * the cleaned copy already agrees. An actor is read with its plain status effects, which a rule
 * effect its migration puts on may take the place of.
 */
export function foundryMigrationWorld(actors: WorldActors, items: WorldItems, sources: StoredSources, clock: ClockShape): MigrationWorld {
  // Documents whose data no longer validates are the ones most likely to need migrating.
  const everyActor = [...actors.contents, ...[...actors.invalidDocumentIds].flatMap((id) => asListOf(actors.getInvalid(id), CONFIG.Actor.documentClass))];
  const everyItem = [...items.contents, ...[...items.invalidDocumentIds].flatMap((id) => asListOf(items.getInvalid(id), CONFIG.Item.documentClass))];
  return migrationWorldOf(everyActor, everyItem, sources, clock);
}

/**
 * These actors and items as the migration reads and writes the world's (`foundryMigrationWorld`):
 * a Quench batch migrates a copy of its own this way, and nothing else of the world. `clock`: the
 * rule set's shape of time, by which a rule effect a migration puts on begins where its actor's
 * fight stands.
 */
export function migrationWorldOf(
  everyActor: readonly Actor.Implementation[],
  everyItem: readonly Item.Implementation[],
  sources: StoredSources,
  clock: ClockShape,
): MigrationWorld {
  return {
    // Read when the migration asks, so a world already up to date reads nothing.
    get actors(): StoredActor[] {
      return everyActor.flatMap((actor) => {
        const id = actor.id;
        if (id === null) return [];
        const owned = actor.items.contents.flatMap((item) => (item.id === null ? [] : [stored(item, item.id, sources, actorItemKey(id, item.id))]));
        return [
          {
            ...stored(actor, id, sources, actorKey(id)),
            items: owned,
            statusEffects: plainStatusEffects(actor.effects.contents.map((effect) => effect.toObject())),
          },
        ];
      });
    },
    get items(): StoredDocument[] {
      return everyItem.flatMap((item) => (item.id === null ? [] : [stored(item, item.id, sources, itemKey(item.id))]));
    },
    async updateActors(changes) {
      // Fetched on demand, as TurnwrightActiveEffect fetches it: imported here at load, the bundle would rebuild its exports at run time, in a chunk with no source map.
      const { startFor } = await import("../documents/effectDuration");
      const begin = (actor: TurnwrightActor) => startFor(actor, clock);
      const updates = changes.map((change) =>
        asUpdate(
          change,
          ruleEffectSource(
            everyActor.find((actor) => actor.id === change.id),
            begin,
          ),
        ),
      );
      const updated = await CONFIG.Actor.documentClass.updateDocuments(updates, { diff: false });
      return idsOf(updated);
    },
    async updateItems(changes) {
      const updated = await CONFIG.Item.documentClass.updateDocuments(
        changes.map((change) => asUpdate(change)),
        { diff: false },
      );
      return idsOf(updated);
    },
    async updateActorItems(actorId, changes) {
      const actor = everyActor.find((candidate) => candidate.id === actorId);
      if (actor === undefined) return [];
      const updated = await actor.updateEmbeddedDocuments(
        "Item",
        changes.map((change) => asUpdate(change)),
        { diff: false },
      );
      return idsOf(updated);
    },
  };
}

function stored(document: MigratableDocument, id: string, sources: StoredSources, key: string): StoredDocument {
  const kept = sources.recall(key);
  const source = document.toObject();
  const system: unknown = kept?.system ?? Reflect.get(source, "system");
  return {
    id,
    name: document.name,
    type: document.type,
    system: isRecord(system) ? system : {},
    version: kept === undefined ? versionStamp(source) : kept.version,
  };
}

function asUpdate(change: MigratedDocument, ruleEffect?: RuleEffectSource) {
  return migrationUpdate(change, statusEffectSource, ruleEffect);
}

/**
 * The rule effects a migration puts on `actor`: begun where the actor's fight stands (`startFor`),
 * as `_preCreate` begins an effect made on its own, which one riding in its actor's update never
 * passes through; outside any fight with no start, as an effect set outside one.
 */
function ruleEffectSource(actor: Actor.Implementation | undefined, begin: (actor: TurnwrightActor) => EffectTiming["start"]): RuleEffectSource {
  if (!(actor instanceof TurnwrightActor)) return () => undefined;
  const conditions = documentRulesOf("Actor", actor.type)?.conditions ?? [];
  return migrationEffectSource(conditions, (key) => game.i18n?.localize(key) ?? key, begin(actor));
}

/**
 * What v13's `ActiveEffect.fromStatusEffect` (client/documents/active-effect.mjs) makes of a
 * status effect: its name localised, its icon, and the status it carries; the update gives it the
 * id the actor's update creates it by (migrationUpdate).
 */
function statusEffectSource(id: string): Record<string, unknown> | undefined {
  const status = CONFIG.statusEffects.find((candidate) => candidate.id === id);
  if (status === undefined) return undefined;
  const name = typeof status.name === "string" ? (game.i18n?.localize(status.name) ?? status.name) : id;
  return { name, img: status.img ?? null, statuses: [id] };
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
