import { allow, refuse, type Outcome } from "../../../engine/Refusal";
import { standsReady, type PhasesFighter } from "../fighter";
import { letOpportunityPass, takeAttackOfOpportunity, type Opportunity } from "../opportunity/allowance";
import { opportunityOf, type OpportunityAction } from "./opportunityAction";
import { allowanceOf, withOpportunities, type PhaseBudgetRecord } from "./phaseBudgetRecord";

/**
 * The threatener's answer to a lapse in its reach (a mover leaving it, or distracted in it),
 * against the Phase's allowance in its budget: a strike must be allowed (not after Dodge, once a
 * Phase without Combat Reflexes, never twice for one opportunity) and the threatener must still be able to strike; letting it pass is
 * always allowed and closes that opportunity for the Phase.
 */
export function answerOpportunity(fighter: PhasesFighter, stored: unknown, action: OpportunityAction): Outcome<PhaseBudgetRecord> {
  const opportunity: Opportunity = opportunityOf(action);
  const allowance = allowanceOf(stored);
  if (action.answer === "pass") return allow(withOpportunities(stored, letOpportunityPass(allowance, opportunity)));
  if (!standsReady(fighter)) {
    return refuse("cannot-strike-now", `${fighter.name} cannot make an attack now (Stunned, knocked out or down)`, { name: fighter.name });
  }
  const taken = takeAttackOfOpportunity(allowance, opportunity, fighter.actor.combatReflexes);
  return taken.ok ? allow(withOpportunities(stored, taken.value)) : taken;
}
