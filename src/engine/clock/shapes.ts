import type { ClockShape } from "./ClockShape";

/** d100-fate: initiative rolled once and kept; one turn each per round; the surprised lose round 1. */
export const fixedRounds: ClockShape = {
  name: "fixedRounds",
  initiative: "once",
  ties: "tiebreak",
  round: { kind: "turns" },
  surprise: "lose-first-round",
  operations: [],
  heldActionMovesInitiative: false,
  time: null,
};

/**
 * d6-pool: initiative rerolled every round, equal totals act together, each combatant declares
 * its number of actions on its turn and may wait to interrupt later in the round. Rounds are
 * five seconds. The one who has the drop acts first: the surprised act after everyone aware in
 * round 1.
 */
export const rerolledRounds: ClockShape = {
  name: "rerolledRounds",
  initiative: "every-round",
  ties: "simultaneous",
  round: { kind: "turns" },
  surprise: "act-last-first-round",
  operations: ["declare", "wait", "act"],
  heldActionMovesInitiative: false,
  time: { stepSeconds: 5, segmentSeconds: null, turnSeconds: null },
};

/**
 * phases-3d6: a Turn of four 3-second Phases in one order kept for the whole battle, a Post-Turn
 * Recovery step after Phase 4, a Surprise Phase when some but not all are aware, and Delay,
 * Ready and Abort.
 */
export const phasedTurns: ClockShape = {
  name: "phasedTurns",
  initiative: "once",
  ties: "tiebreak",
  round: { kind: "phases", phases: 4, postTurn: true },
  surprise: "surprise-phase",
  operations: ["delay", "ready", "act", "abort"],
  heldActionMovesInitiative: true,
  time: { stepSeconds: 3, segmentSeconds: null, turnSeconds: null },
};

/**
 * d20-segments: initiative kept; 15-second rounds counted also in 6-second segments and
 * 10-minute turns; the GM may push a slow player to the end of the order or out of the round.
 */
export const segmentRounds: ClockShape = {
  name: "segmentRounds",
  initiative: "once",
  ties: "tiebreak",
  round: { kind: "turns" },
  surprise: "none",
  operations: ["push"],
  heldActionMovesInitiative: false,
  time: { stepSeconds: 15, segmentSeconds: 6, turnSeconds: 600 },
};

/**
 * action-points: order by the Action Points each combatant has; a round is passes of one
 * declared action each, until everyone has passed. The order is kept across rounds.
 */
export const actionPointPasses: ClockShape = {
  name: "actionPointPasses",
  initiative: "once",
  ties: "tiebreak",
  round: { kind: "passes" },
  surprise: "none",
  operations: ["pass"],
  heldActionMovesInitiative: false,
  time: null,
};

/** The action-points world option: the order is set again, by AP left, before every round. */
export const actionPointPassesResorted: ClockShape = {
  ...actionPointPasses,
  name: "actionPointPassesResorted",
  initiative: "every-round",
};
