import { allow, refuse, type Outcome } from "../Refusal";
import type { RuleWord } from "./ActionDefinition";

/** A pool of points spent by actions (Action Points): never below zero, refilled by the rule set. */
export interface PointBudgetState {
  readonly points: number;
  readonly max: number;
}

/** Whether `points` pay `cost`: a whole, non-negative cost no more than what is left. `spendPoints` allows exactly these. */
export function canSpend(points: number, cost: number): boolean {
  return Number.isInteger(cost) && cost >= 0 && cost <= points;
}

/** Points a rule set spends (AP): the engine's own sentence writes the English, the table reads the key. */
export function spendPoints(state: PointBudgetState, cost: number, what: RuleWord, unit: RuleWord): Outcome<PointBudgetState> {
  if (canSpend(state.points, cost)) return allow({ points: state.points - cost, max: state.max });
  if (!Number.isInteger(cost) || cost < 0) return refuse("bad-cost", `${what.english} has no valid cost (${cost})`, { action: what.key });
  return refuse("points-short", `${what.english} needs ${cost} ${unit.english}; only ${state.points} ${unit.english} left`, {
    action: what.key,
    cost,
    left: state.points,
    unit: unit.key,
  });
}

export function refillPoints(state: PointBudgetState, bonus = 0): PointBudgetState {
  return { points: Math.max(0, state.max + bonus), max: state.max };
}
