import type { RuleWord, SlotBudgetRules } from "../../engine/budget/SlotBudget";

const word = (english: string, key: string): RuleWord => ({ english, key: `TURNWRIGHT.D100Fate.Budget.${key}` });

/**
 * One Full Action, or two different Half Actions, on a turn; Free Actions besides; one
 * Reaction each round, usually on someone else's turn.
 */
export const D100_BUDGET: SlotBudgetRules = {
  patterns: [{ full: 1 }, { half: 2 }],
  unlimited: ["free"],
  perRound: { reaction: 1 },
  distinct: ["half"],
  mayFill: {},
  excludes: {},
  labels: {
    full: word("Full Action", "Kind.full"),
    half: word("Half Action", "Kind.half"),
    free: word("Free Action", "Kind.free"),
    reaction: word("Reaction", "Kind.reaction"),
  },
  spans: { turn: word("turn", "Turn"), round: word("round", "Round") },
};
