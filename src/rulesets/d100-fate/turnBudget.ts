import type { SlotBudgetRules } from "../../engine/budget/SlotBudget";

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
  labels: { full: "Full Action", half: "Half Action", free: "Free Action", reaction: "Reaction" },
  spans: { turn: "turn", round: "round" },
};
