import { readSlotBudget } from "../../../engine/budget/readSlotBudget";
import type { SlotBudgetState } from "../../../engine/budget/SlotBudget";
import { startOpportunityPhase, type OpportunityAllowance } from "../opportunity/allowance";

/**
 * A combatant's stored budget in Foundry: the slots of its own Phase, and beside them its
 * attacks of opportunity in the Phase under way, which last the whole Phase whoever acts.
 */
export interface PhaseBudgetRecord extends SlotBudgetState {
  readonly opportunities?: OpportunityAllowance;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : [];
}

/** The allowance kept in a stored budget; anything unreadable is a fresh Phase's. */
export function allowanceOf(stored: unknown): OpportunityAllowance {
  if (typeof stored !== "object" || stored === null) return startOpportunityPhase();
  const kept: unknown = Reflect.get(stored, "opportunities");
  if (typeof kept !== "object" || kept === null) return startOpportunityPhase();
  return { arisen: strings(Reflect.get(kept, "arisen")), taken: strings(Reflect.get(kept, "taken")), dodged: Reflect.get(kept, "dodged") === true };
}

/** Slots and allowance as one stored budget; an untouched allowance is left out. */
export function budgetRecord(slots: SlotBudgetState, allowance: OpportunityAllowance): PhaseBudgetRecord {
  const untouched = allowance.arisen.length === 0 && allowance.taken.length === 0 && !allowance.dodged;
  return untouched ? slots : { ...slots, opportunities: allowance };
}

/** The same budget with the allowance replaced. */
export function withOpportunities(stored: unknown, allowance: OpportunityAllowance): PhaseBudgetRecord {
  return budgetRecord(readSlotBudget(stored), allowance);
}
