import { allow, refuse, type Outcome } from "../Refusal";
import type { RuleWord } from "./ActionDefinition";

/** A pool of points spent by actions (Action Points): never below zero, refilled by the rule set. */
export interface PointBudgetState {
  readonly points: number;
  readonly max: number;
}

/** Points a rule set spends (AP): the engine's own sentence writes the English, the table reads the key. */
export function spendPoints(state: PointBudgetState, cost: number, what: RuleWord, unit: RuleWord): Outcome<PointBudgetState> {
  if (!Number.isInteger(cost) || cost < 0) return refuse("bad-cost", `${what.english} has no valid cost (${cost})`, { action: what.key });
  if (cost > state.points) {
    return refuse("points-short", `${what.english} needs ${cost} ${unit.english}; only ${state.points} ${unit.english} left`, {
      action: what.key,
      cost,
      left: state.points,
      unit: unit.key,
    });
  }
  return allow({ points: state.points - cost, max: state.max });
}

export function refillPoints(state: PointBudgetState, bonus = 0): PointBudgetState {
  return { points: Math.max(0, state.max + bonus), max: state.max };
}
