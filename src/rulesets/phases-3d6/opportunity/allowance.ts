import { allow, refuse, type Outcome } from "../../../engine/Refusal";

/**
 * One chance to strike at a lapse in someone's guard. All the leaving one mover does in a
 * Phase is a single opportunity for each threatener; every distracting action is its own
 * (`occasion` tells two of them apart: the action's id and when it was taken, say).
 */
export type Opportunity =
  { readonly kind: "leaving"; readonly mover: string } | { readonly kind: "distraction"; readonly mover: string; readonly occasion: string };

/**
 * The opportunity a distracting action gives, once the budget holds it: the action and its
 * place among the actions of the mover's Phase, so a second item picked up is a second one.
 */
export function distractionBy(mover: string, actionId: string, spentThisPhase: number): Opportunity {
  return { kind: "distraction", mover, occasion: distractionOccasion(actionId, spentThisPhase) };
}

export function distractionOccasion(actionId: string, spentThisPhase: number): string {
  return `${actionId}-${spentThisPhase - 1}`;
}

export function opportunityKey(opportunity: Opportunity): string {
  return opportunity.kind === "leaving" ? `leaving:${opportunity.mover}` : `distraction:${opportunity.mover}:${opportunity.occasion}`;
}

/**
 * One threatener's attacks of opportunity in the current Phase, as plain JSON: the
 * opportunities that have come up (attacked or let pass), the ones attacked, and whether it
 * has used Dodge. Start each Phase afresh.
 */
export interface OpportunityAllowance {
  readonly arisen: readonly string[];
  readonly taken: readonly string[];
  readonly dodged: boolean;
}

export function startOpportunityPhase(): OpportunityAllowance {
  return { arisen: [], taken: [], dodged: false };
}

/** Dodge that Phase rules out every attack of opportunity for the rest of it. */
export function noteDodge(allowance: OpportunityAllowance): OpportunityAllowance {
  return { ...allowance, dodged: true };
}

export function hasArisen(allowance: OpportunityAllowance, opportunity: Opportunity): boolean {
  return allowance.arisen.includes(opportunityKey(opportunity));
}

/**
 * Whether the threatener may attack this opportunity now: not after Dodge this Phase; never
 * twice for one opportunity, nor once it was let pass (the lapse lasts only that moment); and
 * without Combat Reflexes, once a Phase at all.
 */
export function mayAttackOfOpportunity(allowance: OpportunityAllowance, opportunity: Opportunity, combatReflexes: boolean): Outcome<true> {
  if (allowance.dodged) return refuse("aoo-after-dodge", "No attack of opportunity after using Dodge this Phase");
  const key = opportunityKey(opportunity);
  if (allowance.taken.includes(key)) return refuse("aoo-same-opportunity", "This opportunity has already been attacked", { opportunity: key });
  if (allowance.arisen.includes(key)) return refuse("aoo-let-pass", "This opportunity was let pass and is gone", { opportunity: key });
  if (!combatReflexes && allowance.taken.length > 0) {
    return refuse("aoo-phase-used", "The attack of opportunity of this Phase is already used (Combat Reflexes allows one per opportunity)");
  }
  return allow(true);
}

export function takeAttackOfOpportunity(allowance: OpportunityAllowance, opportunity: Opportunity, combatReflexes: boolean): Outcome<OpportunityAllowance> {
  const may = mayAttackOfOpportunity(allowance, opportunity, combatReflexes);
  if (!may.ok) return may;
  const key = opportunityKey(opportunity);
  return allow({ ...allowance, arisen: withKey(allowance.arisen, key), taken: [...allowance.taken, key] });
}

/** The threatener lets the opportunity go (or may not take it): it cannot come back this Phase. */
export function letOpportunityPass(allowance: OpportunityAllowance, opportunity: Opportunity): OpportunityAllowance {
  return { ...allowance, arisen: withKey(allowance.arisen, opportunityKey(opportunity)) };
}

function withKey(keys: readonly string[], key: string): readonly string[] {
  return keys.includes(key) ? keys : [...keys, key];
}

/**
 * The threateners whose opportunity from this mover's leaving has already come up this Phase,
 * from every threatener's allowance: what `leavesThreat` takes as `alreadyProvoked`.
 */
export function leavingAlreadyProvoked(allowances: Readonly<Record<string, OpportunityAllowance>>, mover: string): string[] {
  const leaving: Opportunity = { kind: "leaving", mover };
  return Object.entries(allowances)
    .filter(([, allowance]) => hasArisen(allowance, leaving))
    .map(([threatener]) => threatener);
}
