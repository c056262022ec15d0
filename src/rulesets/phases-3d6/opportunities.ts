import type { When } from "../../engine/clock/when";
import { fighterDraft, type PhasesFighter } from "./fighter";
import { startOpportunityPhase, type OpportunityAllowance } from "./opportunity/allowance";

/** The Phase an allowance belongs to: every character's Phase n of Turn t is one Phase. */
export function phaseKey(when: When): string {
  return `${when.round}:${when.phase ?? 0}`;
}

/** The character's attacks of opportunity in this Phase: a fresh allowance once a new Phase begins. */
export function allowanceIn(fighter: PhasesFighter, phase: string): OpportunityAllowance {
  return fighter.opportunity.phase === phase ? fighter.opportunity.allowance : startOpportunityPhase();
}

export function withAllowance(fighter: PhasesFighter, phase: string, allowance: OpportunityAllowance): PhasesFighter {
  const next = fighterDraft(fighter);
  next.opportunity = { phase, allowance };
  return next;
}
