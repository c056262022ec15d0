import { readSlotBudget } from "../../../engine/budget/readSlotBudget";
import { startSlotTurn, type SlotBudgetState } from "../../../engine/budget/SlotBudget";
import { startOpportunityPhase, type OpportunityAllowance } from "../opportunity/allowance";

/**
 * A combatant's stored budget at the table: the slots of its own Phase, whether that Phase is
 * the Surprise Phase (one attack or one move), and beside them its attacks of opportunity in
 * the Phase under way, which last the whole Phase whoever acts.
 */
export interface PhaseBudgetRecord extends SlotBudgetState {
  readonly restricted?: true;
  readonly opportunities?: OpportunityAllowance;
}

/** The slots of a stored budget; anything unreadable is a fresh Phase, never a crash. */
export const budgetOf = readSlotBudget;

/** Whether the stored budget was begun in the Surprise Phase. */
export function restrictedOf(stored: unknown): boolean {
  return typeof stored === "object" && stored !== null && Reflect.get(stored, "restricted") === true;
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

/** Slots, the Surprise Phase's mark and the allowance as one stored budget; what is at rest is left out. */
export function budgetRecord(slots: SlotBudgetState, allowance: OpportunityAllowance, restricted = false): PhaseBudgetRecord {
  const untouched = allowance.arisen.length === 0 && allowance.taken.length === 0 && !allowance.dodged;
  const plain: SlotBudgetState = { turn: slots.turn, round: slots.round };
  const marked: PhaseBudgetRecord = restricted ? { ...plain, restricted: true } : plain;
  return untouched ? marked : { ...marked, opportunities: allowance };
}

/** The same budget with the allowance replaced. */
export function withOpportunities(stored: unknown, allowance: OpportunityAllowance): PhaseBudgetRecord {
  return budgetRecord(budgetOf(stored), allowance, restrictedOf(stored));
}

/**
 * The character's action begins: fresh slots, marked when it falls in the Surprise Phase. The
 * Phase's attacks of opportunity are kept: they began with the Phase, not with this action.
 */
export function startPhaseTurn(stored: unknown, restricted: boolean): PhaseBudgetRecord {
  return budgetRecord(startSlotTurn(budgetOf(stored)), allowanceOf(stored), restricted);
}
