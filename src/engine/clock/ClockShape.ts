/**
 * How one rule set's combat time is shaped. Plain JSON, so a world setting or a scenario can
 * carry it; every clock operation reads it and none stores it in the state.
 */

/** Operations beyond the basic walk (next, previous, initiative, roster, canAct) a shape may offer. */
export type ClockOperation = "delay" | "ready" | "act" | "abort" | "wait" | "declare" | "pass" | "push";

/** What one round is made of. */
export type RoundPlan =
  /** One walk down the order: every combatant gets one turn. */
  | { readonly kind: "turns" }
  /** `phases` walks down the same order, then (optionally) a Post-Turn step that takes no time. */
  | { readonly kind: "phases"; readonly phases: number; readonly postTurn: boolean }
  /** Walks down the order again and again, each walk a pass, until nobody is left in. */
  | { readonly kind: "passes" };

export interface ClockTime {
  /** Game seconds a whole single-walk round, a Phase or the Surprise step lasts. */
  readonly stepSeconds: number;
  /** Length of the rule set's segment, when it counts time in segments too. */
  readonly segmentSeconds: number | null;
  /** Length of the rule set's long turn (minutes of game time), when it has one. */
  readonly turnSeconds: number | null;
}

export interface ClockShape {
  readonly name: string;
  /** Scores are set once before round 1 and kept, or set again before every round. */
  readonly initiative: "once" | "every-round";
  /** Equal scores are split by the tiebreak tuple, or act at the same moment as one group. */
  readonly ties: "tiebreak" | "simultaneous";
  readonly round: RoundPlan;
  /**
   * `lose-first-round`: unaware combatants are skipped in round 1.
   * `surprise-phase`: when some but not all are aware, round 1 opens with a restricted step in
   * which only the aware act.
   * `act-last-first-round`: in round 1 the unaware act after everyone aware, in their own order.
   */
  readonly surprise: "none" | "lose-first-round" | "surprise-phase" | "act-last-first-round";
  readonly operations: readonly ClockOperation[];
  /** A delayed or readied action taken later fixes the combatant's place in the order from then on. */
  readonly heldActionMovesInitiative: boolean;
  /** Null when the rule set does not say how long its rounds last. */
  readonly time: ClockTime | null;
  /**
   * Leave out the happenings only a log reads (`skipped`, `turn-end`, `step-end`, `hold-lapsed`,
   * `turn-resume`): a headless fight that keeps no log walks thousands of turns a second and
   * reads none of them. Every state comes out the same either way. With a state that keeps no
   * history, the fight's operations change that state in place (see `changesInPlace`).
   */
  readonly quiet?: boolean;
}
