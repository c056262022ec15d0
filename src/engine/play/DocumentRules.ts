import type { TSchema } from "@sinclair/typebox";
import type { Condition } from "../conditions/Condition";
import type { CustomChange } from "../effects/applyEffects";
import type { RuleEffect } from "../effects/RuleEffect";

/**
 * A change of a subtype's stored shape: applied to data stamped with an older version as each
 * document is built (in Foundry, the document's `migrateData`), and written back once per world
 * by the GM at `ready`. It runs once on any one document's data, from the version it was written at.
 */
export interface Migration {
  /** The schema version this migration brings data up to. */
  readonly version: number;
  readonly documentName: "Actor" | "Item";
  readonly type: string;
  readonly description: string;
  migrate(system: Readonly<Record<string, unknown>>): Record<string, unknown>;
  /**
   * The status effects the data had on in the fields this migration takes away (a condition once
   * stored on the sheet): created on the actor by the same update that writes the migrated data.
   */
  statuses?(system: Readonly<Record<string, unknown>>): readonly string[];
  /**
   * The rule effects the data had in force in the fields this migration takes away (a count of
   * rounds once stored on the sheet), each lasting what was left of it: put on the actor by the
   * same update, begun where its fight's clock stands. `statuses` are those on the actor as this
   * migration finds it (its plain status effects, and those the migrations before it made).
   */
  effects?(system: Readonly<Record<string, unknown>>, statuses: ReadonlySet<string>): readonly MigratedEffect[];
}

/**
 * A rule effect a migration puts on an actor. `replaces`: the status whose plain status effect
 * (one status, no duration) it takes the place of, so that status ends with the effect's time.
 */
export interface MigratedEffect {
  readonly effect: RuleEffect;
  readonly replaces?: string;
}

/** Derived values shown on sheets and used by rolls: bonuses, totals; never stored. */
export type Derived = Readonly<Record<string, number>>;

/** The documents of a rule set: its subtypes, their schemas, what derives from them. */
export interface DocumentRules {
  readonly actorType: string;
  readonly itemTypes: readonly string[];
  readonly schemas: Readonly<Record<string, TSchema>>;
  derive(type: string, system: unknown): Derived;
  /** A player's character, by its data (a "kind" of pc): its token is linked to the actor. */
  playerCharacter(system: unknown): boolean;
  /** Token bars and the attributes offered as bars or values. */
  readonly tokens: { readonly primary: string; readonly secondary: string; readonly bars: readonly string[]; readonly values: readonly string[] };
  /**
   * What an effect's change of the custom kind makes of a value at a path of the actor's data
   * (d6-pool's `+1D` on a die code); undefined where it has no such change, and the value stays.
   * The numbers' own kinds (add, override, ...) are core's.
   */
  readonly customChange?: CustomChange;
  /** The actor's conditions that are status effects; the stored data never holds them. */
  readonly conditions: readonly Condition[];
  readonly schemaVersion: number;
  readonly migrations: readonly Migration[];
}
