import { allow, refuse, type Outcome } from "../Refusal";

/** A pool of points spent by actions (Action Points): never below zero, refilled by the rule set. */
export interface PointBudgetState {
  readonly points: number;
  readonly max: number;
}

export function spendPoints(state: PointBudgetState, cost: number, what: string, unit = "AP"): Outcome<PointBudgetState> {
  if (!Number.isInteger(cost) || cost < 0) return refuse("bad-cost", `${what} has no valid cost (${cost})`, { action: what });
  if (cost > state.points) {
    return refuse("points-short", `${what} needs ${cost} ${unit}; only ${state.points} ${unit} left`, { action: what, cost, left: state.points, unit });
  }
  return allow({ points: state.points - cost, max: state.max });
}

export function refillPoints(state: PointBudgetState, bonus = 0): PointBudgetState {
  return { points: Math.max(0, state.max + bonus), max: state.max };
}
