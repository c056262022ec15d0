import type { ClockShape } from "../clock/ClockShape";

/**
 * Something a whole scenario holds that loads but makes a fight that cannot happen, or cannot
 * happen as it reads: a side down before it begins, a fight too long to be fought to its round
 * limit, foes who can never reach each other, a fighter who can never pay for its blow. Like a
 * script's warning it is data (a code and what the code needs), put into words by whoever shows
 * it; the fight runs exactly as it would without it.
 */
export type FightWarning =
  /** Nobody of `side` is standing as the fight begins: it has lost before anyone acts. */
  | { readonly code: "side-down"; readonly side: string }
  /** `combatant` goes by the name `other`, listed before it, goes by too: the log and the odds tell them apart by nothing. */
  | { readonly code: "same-name"; readonly combatant: string; readonly other: string; readonly name: string }
  /**
   * `combatants` acting up to `rounds` rounds come to `turns` turns (at least that many, `atLeast`,
   * where a round is made of passes), more than the `most` one fight takes: a fight that gets
   * there stops with no winner.
   */
  | {
      readonly code: "turn-limit";
      readonly rounds: number;
      readonly combatants: number;
      readonly turns: number;
      readonly most: number;
      readonly atLeast: boolean;
    }
  /**
   * On a map, no two enemies can come within reach of each other by the end of round `rounds`:
   * the nearest pair, `first` and `second`, are `distance` apart, hit from `reach` at most and
   * can close `closing` of the gap at most.
   */
  | {
      readonly code: "never-meet";
      readonly rounds: number;
      readonly first: string;
      readonly second: string;
      readonly distance: number;
      readonly reach: number;
      readonly closing: number;
    }
  /**
   * An unscripted combatant whose most `points` can never pay the `cost` of an attack with
   * `weapon`: it passes every round and never attacks.
   */
  | { readonly code: "cannot-pay"; readonly combatant: string; readonly points: number; readonly cost: number; readonly weapon: string };

export type FightWarningCode = FightWarning["code"];

/**
 * The most turns one fight takes. Each turn's work is bounded by its rule set, so this bounds the
 * work a scenario can ask of a fight (a thousand combatants for a thousand rounds would be a
 * million turns, several Phases or passes each): a fight that reaches it stops with no winner,
 * at the next round or step, and `check` warns of a scenario that may (`turn-limit`).
 */
export const MOST_TURNS = 100_000;

/** A scenario's fight as the checks before it see it: the fighters as they enter, and how long it may last. */
export interface WholeFight<F> {
  readonly fighters: readonly F[];
  readonly clock: ClockShape;
  readonly maxRounds: number;
  /** Whether the combatant has a script (a scripted one does what it says, not what the rule set's policy would). */
  scripted(id: string): boolean;
  /** The most times a combatant can act in `round` (see `actsIn` in ScriptWarning.ts); a round of passes counts its first pass. */
  actsIn(round: number): number;
}

/**
 * The most times a combatant acts in `round` under `clock`: once for a round of turns, each Phase
 * (and the Surprise Phase that opens round 1, when there is one), or for passes no bound.
 */
export function actsInRound(clock: ClockShape, round: number, surprisePhase: boolean): number {
  switch (clock.round.kind) {
    case "turns":
      return 1;
    case "phases":
      return clock.round.phases + (round === 1 && surprisePhase ? 1 : 0);
    case "passes":
      return Number.POSITIVE_INFINITY;
  }
}
