import type { RuleEffect } from "../../engine/effects/RuleEffect";

/** A world document as stored: its data as the schema version that wrote it left it. */
export interface StoredDocument {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly system: Readonly<Record<string, unknown>>;
  /** The schema version stamped on the document; without one, the world's stored version holds. */
  readonly version: number | undefined;
}

export interface StoredActor extends StoredDocument {
  readonly items: readonly StoredDocument[];
  /** Its plain status effects (plainStatusEffects.ts), which a migration's rule effect may take the place of; none when left out. */
  readonly statusEffects?: readonly PlainStatusEffect[];
}

/** An actor's Active Effect that only turns one status on, as the token HUD and the migration to version 2 made them. */
export interface PlainStatusEffect {
  readonly id: string;
  readonly status: string;
}

/** A rule effect a migration puts on an actor, written over the plain status effects `replaces` names (by id), or new when it names none. */
export interface MigratedRuleEffect {
  readonly effect: RuleEffect;
  readonly replaces: readonly string[];
}

/** One document's migrated data and the schema version it is now at. */
export interface MigratedDocument {
  readonly id: string;
  /** The whole of it: written in place of the stored `system`, so what a migration dropped goes too. */
  readonly system: Record<string, unknown>;
  readonly version: number;
  /** Status effects to put on the actor with the same update (conditions its old data had on); none when left out. */
  readonly statuses?: readonly string[];
  /** Rule effects to put on the actor with the same update (what was left of a count its old data kept); none when left out. */
  readonly effects?: readonly MigratedRuleEffect[];
}

/**
 * The world's documents as the migration reads and writes them. Each update call is one batch
 * for one collection (world actors, world items, one actor's items), one entry per document;
 * it resolves to the ids of the documents Foundry actually updated.
 */
export interface MigrationWorld {
  readonly actors: readonly StoredActor[];
  readonly items: readonly StoredDocument[];
  updateActors(changes: readonly MigratedDocument[]): Promise<readonly string[]>;
  updateItems(changes: readonly MigratedDocument[]): Promise<readonly string[]>;
  updateActorItems(actorId: string, changes: readonly MigratedDocument[]): Promise<readonly string[]>;
}

/** The schema version the world's documents were last brought up to, for the active rule set. */
export interface MigrationVersion {
  read(): number;
  write(version: number): Promise<void>;
}

export interface MigrationFailure {
  /** The document, named as the GM knows it: "Sergeant Varro" or "Sergeant Varro: Chainsword". */
  readonly document: string;
  /** Why, when known; absent when Foundry declined the update (it shows its own message). */
  readonly reason?: string;
}

/** What the GM is told while the migration runs. */
export interface MigrationNotices {
  started(from: number, to: number, documents: number): void;
  progress(done: number, total: number): void;
  finished(to: number, documents: number): void;
  failed(failures: readonly MigrationFailure[]): void;
}

export interface MigrationApi {
  readonly world: MigrationWorld;
  readonly version: MigrationVersion;
  readonly notices: MigrationNotices;
}
