import { readSlotBudget } from "../../../engine/budget/readSlotBudget";
import { spendSlot, type SlotBudgetState } from "../../../engine/budget/SlotBudget";
import { passesGates } from "../../../engine/budget/SubtypeGate";
import { allow, type Outcome } from "../../../engine/Refusal";
import type { D100Action } from "../actions";
import { conditionBans, type D100Fighter } from "../fighter";
import { D100_BUDGET } from "../turnBudget";

/** A budget read back from Combatant data; anything unreadable is a fresh turn, never a crash. */
export const budgetOf = readSlotBudget;

/** What the character's conditions forbid before the budget is asked: no movement while Immobilised. */
export function stateForbids(fighter: D100Fighter, action: D100Action): Outcome<null> {
  const gate = passesGates(action, conditionBans(fighter));
  return gate.ok ? allow(null) : gate;
}

/** Spends an action of the character's turn, as the sheet shows it and the tracker takes it. */
export function spendTurnAction(fighter: D100Fighter, stored: unknown, action: D100Action): Outcome<SlotBudgetState> {
  const state = stateForbids(fighter, action);
  if (!state.ok) return state;
  return spendSlot(D100_BUDGET, budgetOf(stored), action);
}
