import type { ClockHappening } from "../../engine/clock/index";
import { sameJson } from "../../engine/clock/sameJson";
import type { CombatRules } from "../../engine/play/CombatRules";
import type { FighterRecord } from "./FightRecord";

/** A combatant's budget as the rules read it: a fresh one until the fight has given it one. */
export function budgetOf(rules: CombatRules, fighter: FighterRecord): unknown {
  return fighter.budget ?? rules.freshBudget(fighter.actor);
}

export interface BudgetShift {
  /** The new budgets of those whose budget changed. */
  readonly after: Readonly<Record<string, unknown>>;
  /** The same combatants' budgets as stored before, for the ledger. */
  readonly before: Readonly<Record<string, unknown>>;
}

/**
 * What the clock's happenings do to the budgets: a round start refreshes everyone's (the
 * Reaction comes back), a step start ends what lasts a step, a turn start clears the acting
 * combatant's turn. Only changed budgets
 * are returned, so an advance writes no more combatants than it must.
 */
export function budgetsAfter(rules: CombatRules, happened: readonly ClockHappening[], fighters: readonly FighterRecord[]): BudgetShift {
  const working = new Map<string, unknown>(fighters.map((fighter) => [fighter.id, budgetOf(rules, fighter)]));
  const actors = new Map(fighters.map((fighter) => [fighter.id, fighter.actor]));
  // Every walk that starts a turn opened its step in the same happenings, so the step is known.
  let restricted = false;
  for (const happening of happened) {
    if (happening.type === "round-start") {
      for (const [id, budget] of working) working.set(id, rules.startRound(budget, actors.get(id) ?? null));
    } else if (happening.type === "step-start") {
      restricted = happening.restricted;
      for (const [id, budget] of working) working.set(id, rules.startStep(budget));
    } else if (happening.type === "turn-start") {
      for (const id of happening.ids) if (working.has(id)) working.set(id, rules.startTurn(working.get(id), { restricted }));
    }
  }
  const after: Record<string, unknown> = {};
  const before: Record<string, unknown> = {};
  for (const fighter of fighters) {
    const budget = working.get(fighter.id);
    if (sameJson(budget, budgetOf(rules, fighter))) continue;
    after[fighter.id] = budget;
    before[fighter.id] = fighter.budget;
  }
  return { after, before };
}

/**
 * The budgets the fight stores: every one these combatants hold, the changed ones replaced (a
 * change to null leaves the combatant without one). Those not listed have none.
 */
export function storedBudgets(fighters: readonly FighterRecord[], changed: Readonly<Record<string, unknown>> = {}): Readonly<Record<string, unknown>> {
  const budgets: Record<string, unknown> = {};
  for (const fighter of fighters) {
    const budget = fighter.id in changed ? changed[fighter.id] : fighter.budget;
    if (budget !== null && budget !== undefined) budgets[fighter.id] = budget;
  }
  return budgets;
}

/** The stored budgets once some change; undefined when none did, so the update writes none. */
export function budgetsWith(fighters: readonly FighterRecord[], changed: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> | undefined {
  return Object.keys(changed).length === 0 ? undefined : storedBudgets(fighters, changed);
}
