import type { PlacedEffect } from "../effects/RuleEffect";

/**
 * A document as the rules see it: plain data copied out of Foundry (or a scenario), never a
 * live document. `ref` is the Foundry uuid (or the scenario id); `system` is unchecked until
 * the rule set's schema reads it.
 */
export interface ItemSnapshot {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly system: unknown;
  readonly img?: string;
}

export interface ActorSnapshot {
  readonly ref: string;
  readonly name: string;
  readonly type: string;
  /** Its data as the rules read it: under the effects in force, and with its conditions. */
  readonly system: unknown;
  /**
   * Its data as stored, under no effect, where an effect in force changes it: what a write's undo
   * must put back (a wound an effect holds at stunned is still unhurt underneath). Left out where
   * nothing changes it, `system` being the stored data then.
   */
  readonly source?: unknown;
  /** Where `source` is given: the least each track's value may be stored at, by its dot path (a rules write stops there). */
  readonly floors?: Readonly<Record<string, number>>;
  readonly items: readonly ItemSnapshot[];
  readonly img?: string;
}

/** A change the rules want made to one actor: dot paths into its `system`, applied as one update. */
export interface ActorChange {
  readonly actor: string;
  readonly system: Readonly<Record<string, number | string | boolean>>;
  /**
   * Dot paths into the `system` of the actor's own items, by item id (a weapon a botch dropped),
   * applied with the actor's update as one update of its items.
   */
  readonly items?: Readonly<Record<string, Readonly<Record<string, number | string | boolean>>>>;
  /** Effects with a duration the rules put on the actor with this change, each begun where the tracker stands. */
  readonly effects?: readonly PlacedEffect[];
  /** The tags of effects the same card put on the actor before that this change takes off (an undo). */
  readonly endEffects?: readonly string[];
  /**
   * Its values are stored data already (an undo putting back what was stored, or a write worked
   * out as stored data takes it: storedWrite): written as they are. Left out, they are what the
   * rules decided on the actor as they read it, under its effects.
   */
  readonly stored?: true;
}
