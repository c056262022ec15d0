import { spendSlot, type RuleWord, type SlotBudgetRules, type SlotBudgetState } from "../../engine/budget/SlotBudget";
import { refuse, type Outcome } from "../../engine/Refusal";
import type { PhaseAction } from "./actions";

const word = (english: string, key: string): RuleWord => ({ english, key: `TURNWRIGHT.Phases.Budget.${key}` });

const LABELS = {
  attack: word("attack action", "Kind.attack"),
  move: word("move action", "Kind.move"),
  travel: word("move action", "Kind.move"),
  fullPhase: word("full-phase action", "Kind.fullPhase"),
  run: word("full-phase action", "Kind.fullPhase"),
  free: word("free action", "Kind.free"),
  step: word("1-hex step", "Kind.step"),
} as const;

/**
 * A normal Phase: an attack and a move, two moves, or one full-phase action; free actions
 * besides; one 1-hex step, never in a Phase with any movement. A move may take the attack's
 * place, never the reverse.
 */
export const PHASE_BUDGET: SlotBudgetRules = {
  patterns: [
    { attack: 1, move: 1, step: 1 },
    { fullPhase: 1, step: 1 },
  ],
  unlimited: ["free"],
  perRound: {},
  distinct: [],
  mayFill: { move: ["attack"], travel: ["move", "attack"], run: ["fullPhase"] },
  excludes: { step: ["travel", "run"] },
  labels: LABELS,
  // Each Phase in which a character acts is its turn; four Phases and the Post-Turn make a Turn.
  spans: { turn: word("Phase", "Turn"), round: word("Turn", "Round") },
};

/**
 * A restricted Phase (the Surprise Phase): one attack or one move, free actions and the step
 * (which is no action) besides; no full-phase action, though a move may start or finish one.
 */
export const RESTRICTED_PHASE_BUDGET: SlotBudgetRules = {
  ...PHASE_BUDGET,
  patterns: [{ attack: 1, step: 1 }],
};

export function phaseBudget(restricted: boolean): SlotBudgetRules {
  return restricted ? RESTRICTED_PHASE_BUDGET : PHASE_BUDGET;
}

/**
 * Spends an action in this Phase. The 1-hex step is refused to a character whose whole
 * movement is 1 hex or less: for it even one hex takes a move action.
 */
export function spendInPhase(restricted: boolean, state: SlotBudgetState, action: PhaseAction, movement: number): Outcome<SlotBudgetState> {
  if (action.kind === "step" && movement <= 1) {
    return refuse("too-slow-to-step", `With ${movement} hex${movement === 1 ? "" : "es"} of movement, even one hex takes a move action`, { movement });
  }
  return spendSlot(phaseBudget(restricted), state, action);
}
