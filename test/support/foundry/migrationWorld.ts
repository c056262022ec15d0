import type { TSchema } from "@sinclair/typebox";
import type { Condition } from "../../../src/engine/conditions/Condition";
import type { RuleEffect } from "../../../src/engine/effects/RuleEffect";
import { fieldTree } from "../../../src/engine/schema/FieldTree";
import type { MigratedDocument, MigrationFailure, MigrationWorld, StoredActor, StoredDocument } from "../../../src/foundry/migration/MigrationWorld";
import { migrationUpdate } from "../../../src/foundry/migration/migrationUpdate";
import { plainStatusEffects } from "../../../src/foundry/migration/plainStatusEffects";
import { versionStamp } from "../../../src/foundry/data/storedSources";
import { cleanUpdate } from "./cleanUpdate";
import { mergeUpdate } from "./mergeUpdate";

interface Call {
  readonly collection: string;
  readonly ids: readonly string[];
}

/**
 * The world's stored documents: each update is the one Foundry is given (`migrationUpdate`, as
 * foundryMigrationWorld sends it in v13), cleaned as the client cleans it against the data models
 * of `models` (the subtypes the world's rule set registers; `cleanUpdate`), then merged into the
 * stored data as the server merges it (`mergeUpdate`). Counts every batch and document written,
 * and can decline or fail like Foundry. Each actor's Active Effects are kept as records, begun
 * from its `statusEffects` (a plain status effect each); the effects an update carries are
 * created, or merged into the one with their `_id`, as v13's `EmbeddedCollectionField#_updateDiff`
 * does, and the actor's `statusEffects` read again from them.
 */
export class WorldDouble implements MigrationWorld {
  readonly calls: Call[] = [];
  readonly declined = new Set<string>();
  /** The status effects each update created on its actor, by actor id. */
  readonly #statuses = new Map<string, string[]>();
  /** Each actor's Active Effects as stored, by actor id. */
  readonly #effects = new Map<string, Record<string, unknown>[]>();
  #made = 0;
  failingCollection: string | undefined;
  /** The conditions a rule effect's change turns on as statuses (gm/ruleEffects.ts `ruleEffectData`). */
  conditions: readonly Condition[] = [];

  constructor(
    readonly actors: StoredActor[],
    readonly items: StoredDocument[],
    /** The `system` schema of each subtype with a data model, by subtype. */
    public models: Readonly<Record<string, TSchema>>,
  ) {
    for (const actor of actors)
      this.#effects.set(
        actor.id,
        (actor.statusEffects ?? []).map(({ id, status }) => ({ _id: id, statuses: [status] })),
      );
  }

  updateActors(changes: readonly MigratedDocument[]): Promise<readonly string[]> {
    return this.#apply("actors", this.actors, changes);
  }

  updateItems(changes: readonly MigratedDocument[]): Promise<readonly string[]> {
    return this.#apply("items", this.items, changes);
  }

  updateActorItems(actorId: string, changes: readonly MigratedDocument[]): Promise<readonly string[]> {
    const actor = this.actors.find((candidate) => candidate.id === actorId);
    return this.#apply(`actors.${actorId}.items`, actor === undefined ? [] : [...actor.items], changes, (items) => {
      const index = this.actors.findIndex((candidate) => candidate.id === actorId);
      const owner = this.actors[index];
      if (owner !== undefined) this.actors[index] = { ...owner, items };
    });
  }

  /** The status effects the migration put on an actor, in the order its updates carried them. */
  statusesOf(actorId: string): readonly string[] {
    return this.#statuses.get(actorId) ?? [];
  }

  /** An actor's Active Effects as stored now. */
  effectsOf(actorId: string): readonly Readonly<Record<string, unknown>>[] {
    return this.#effects.get(actorId) ?? [];
  }

  get documentsWritten(): number {
    return this.calls.reduce((sum, call) => sum + call.ids.length, 0);
  }

  #statusEffect(status: string): Record<string, unknown> {
    return { _id: `status${String(this.#made++).padStart(10, "0")}`, statuses: [status] };
  }

  /** As `ruleEffectData` stores one: a condition its change turns on is a status; its duration not begun (no fight here). */
  #ruleEffect(effect: RuleEffect, tag: string): Record<string, unknown> {
    const { entry } = effect;
    const turnsOn = (key: string) => this.conditions.find((condition) => `system.${condition.path}` === key);
    const statuses = entry.changes.flatMap((change) => (change.mode === "override" && String(change.value) === "true" ? (turnsOn(change.key)?.id ?? []) : []));
    const changes = entry.changes.filter((change) => !(change.mode === "override" && String(change.value) === "true" && turnsOn(change.key) !== undefined));
    return {
      _id: `effect${String(this.#made++).padStart(10, "0")}`,
      name: entry.name,
      changes,
      statuses,
      flags: { turnwright: { duration: { ...entry.duration, start: null }, madeBy: `migration:${tag}` } },
    };
  }

  /** The effects an actor's update carries, created or merged into the one with their `_id`; its effects after. */
  #embed(actorId: string, effects: readonly unknown[]): Record<string, unknown>[] {
    const stored = this.#effects.get(actorId) ?? [];
    for (const effect of effects) {
      if (!isRecord(effect)) continue;
      const existing = stored.find((candidate) => candidate["_id"] === effect["_id"]);
      if (existing === undefined) stored.push(structuredClone(effect));
      else mergeUpdate(existing, effect);
    }
    this.#effects.set(actorId, stored);
    return stored;
  }

  async #apply<D extends StoredDocument>(
    collection: string,
    documents: D[],
    changes: readonly MigratedDocument[],
    store?: (documents: D[]) => void,
  ): Promise<readonly string[]> {
    this.calls.push({ collection, ids: changes.map((change) => change.id) });
    if (this.failingCollection === collection) throw new Error("the server did not answer");
    const updated: string[] = [];
    for (const change of changes) {
      const index = documents.findIndex((document) => document.id === change.id);
      const document = documents[index];
      if (document === undefined || this.declined.has(change.id)) continue;
      // The database merges the update into what it holds, as core applies an update.
      const { _id, effects, ...update } = migrationUpdate(
        change,
        (id) => this.#statusEffect(id),
        (effect, tag) => this.#ruleEffect(effect, tag),
      );
      if (change.statuses !== undefined) this.#statuses.set(change.id, [...(this.#statuses.get(change.id) ?? []), ...change.statuses]);
      const model = this.models[document.type];
      const record = stored(document);
      mergeUpdate(record, cleanUpdate(update, model === undefined ? undefined : fieldTree(model)));
      const embedded = collection === "actors" && Array.isArray(effects) ? { statusEffects: plainStatusEffects(this.#embed(change.id, effects)) } : {};
      documents[index] = { ...document, system: isRecord(record["system"]) ? record["system"] : {}, version: versionStamp(record), ...embedded };
      updated.push(change.id);
    }
    store?.(documents);
    return updated;
  }
}

/** A document's record as the database holds it: its data and the flag its version is stamped in. */
function stored(document: StoredDocument): Record<string, unknown> {
  const flags = document.version === undefined ? {} : { turnwright: { schemaVersion: document.version } };
  return { system: structuredClone({ ...document.system }), flags };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export class VersionDouble {
  writes: number[] = [];
  constructor(public stored: number) {}
  read(): number {
    return this.stored;
  }
  async write(version: number): Promise<void> {
    this.writes.push(version);
    this.stored = version;
  }
}

export class NoticesDouble {
  readonly seen: string[] = [];
  failures: readonly MigrationFailure[] = [];
  started(from: number, to: number, documents: number): void {
    this.seen.push(`started ${from}→${to}: ${documents}`);
  }
  progress(done: number, total: number): void {
    this.seen.push(`${done}/${total}`);
  }
  finished(to: number, documents: number): void {
    this.seen.push(`finished at ${to}: ${documents}`);
  }
  failed(failures: readonly MigrationFailure[]): void {
    this.failures = failures;
    this.seen.push(`failed: ${failures.length}`);
  }
}
