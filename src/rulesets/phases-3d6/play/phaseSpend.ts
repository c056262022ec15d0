import { type SlotBudgetState } from "../../../engine/budget/SlotBudget";
import { allow, refuse, type Outcome } from "../../../engine/Refusal";
import type { PhaseAction } from "../actions";
import { isKnockedOut, type PhasesFighter } from "../fighter";
import { spendInPhase } from "../phaseBudget";
import { budgetOf, restrictedOf } from "./phaseBudgetRecord";

/**
 * What the character's state allows before the budget is asked: the knocked out do nothing,
 * and a Stunned character's Phase goes on shaking it off (free actions aside).
 */
export function stateForbids(fighter: PhasesFighter, action: PhaseAction): Outcome<null> {
  if (isKnockedOut(fighter)) return refuse("knocked-out", `${fighter.name} is knocked out`, { name: fighter.name });
  if (fighter.conditions.stunned && action.id !== "recoverFromStun" && action.kind !== "free") {
    return refuse("stunned-must-recover", `${fighter.name} is Stunned: this Phase goes on recovering from it`, { name: fighter.name });
  }
  return allow(null);
}

/**
 * Spends an action of the character's Phase: the Surprise Phase's narrower budget when the
 * budget was started in it.
 */
export function spendPhaseAction(fighter: PhasesFighter, stored: unknown, action: PhaseAction): Outcome<SlotBudgetState> {
  const state = stateForbids(fighter, action);
  if (!state.ok) return state;
  return spendInPhase(restrictedOf(stored), budgetOf(stored), action, fighter.actor.movement);
}
