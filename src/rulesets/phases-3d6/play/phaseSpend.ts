import { EMPTY_SLOT_BUDGET, type SlotBudgetState } from "../../../engine/budget/SlotBudget";
import { allow, refuse, type Outcome } from "../../../engine/Refusal";
import type { PhaseAction } from "../actions";
import { isKnockedOut, type PhasesFighter } from "../fighter";
import { spendInPhase } from "../phaseBudget";

/** A budget read back from Combatant data; anything unreadable is a fresh Phase, never a crash. */
export function budgetOf(stored: unknown): SlotBudgetState {
  if (typeof stored !== "object" || stored === null) return EMPTY_SLOT_BUDGET;
  const turn: unknown = Reflect.get(stored, "turn");
  const round: unknown = Reflect.get(stored, "round");
  if (!Array.isArray(turn) || typeof round !== "object" || round === null) return EMPTY_SLOT_BUDGET;
  const spent = turn.filter((entry): entry is { id: string; kind: string } => typeof entry === "object" && entry !== null && typeof entry.id === "string" && typeof entry.kind === "string");
  const counts: Record<string, number> = {};
  for (const [kind, value] of Object.entries(round)) if (typeof value === "number" && Number.isInteger(value) && value >= 0) counts[kind] = value;
  return { turn: spent.map(({ id, kind }) => ({ id, kind })), round: counts };
}

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
 * Spends an action of a normal Phase. The tracker is not told which Phase it is, so the
 * Surprise Phase's narrower budget is not applied here (see the README).
 */
export function spendPhaseAction(fighter: PhasesFighter, stored: unknown, action: PhaseAction): Outcome<SlotBudgetState> {
  const state = stateForbids(fighter, action);
  if (!state.ok) return state;
  return spendInPhase(false, budgetOf(stored), action, fighter.actor.movement);
}
