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
  readonly system: unknown;
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
}
