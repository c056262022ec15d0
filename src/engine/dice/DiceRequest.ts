/**
 * A rule asks for dice as data; it never rolls them itself. The CLI answers a request from a
 * seeded or forced FaceSource, Foundry answers it with a real Roll built from `toFormula`.
 */
export interface DiceRequest {
  /** Dice in the pool, the Wild Die included when `wild` is set. */
  readonly count: number;
  readonly faces: number;
  /** Faces on which an ordinary die is rolled again and the new face added (repeatedly). */
  readonly explode?: readonly number[];
  /** One die of the pool is the Wild Die: it explodes on `explodeOn` (repeatedly). */
  readonly wild?: { readonly explodeOn: number };
  /** Keep only the highest or lowest N dice (each die's exploded total counts as one die). */
  readonly keep?: { readonly highest: number } | { readonly lowest: number };
  /** Flat pips added to the total. */
  readonly modifier?: number;
  /**
   * Only the total will be read: a headless fight no one is listening to sets it. The faces are
   * drawn as for the full roll, die by die in the same order, but the outcome need not list its
   * dice (a pool of several lists none). "less-complication" also takes off what a complication
   * on the Wild Die removes (`wildComplication.ts`). Left out, the roll is full.
   */
  readonly totalOnly?: "sum" | "less-complication";
}

/** One physical die: its first face, then every face rolled because it exploded. */
export interface RolledDie {
  readonly faces: readonly number[];
  readonly wild: boolean;
  readonly kept: boolean;
}

export interface DiceOutcome {
  readonly request: DiceRequest;
  readonly dice: readonly RolledDie[];
  /** Sum of the kept dice (all their faces) plus the modifier. */
  readonly total: number;
}
