import { acting } from "../../engine/clock/index";
import type { CombatRules, Pip } from "../../engine/play/CombatRules";
import { allow, type Outcome, refuse } from "../../engine/Refusal";
import { budgetOf, storedBudgets } from "./budgetsAfter";
import type { FightPlan, FightRecord } from "./FightRecord";
import { writeFightPlan } from "./clockStepPlan";
import { planPass } from "./pass";
import type { CombatPort } from "./CombatPort";

export interface Spent extends FightPlan {
  /** The budget as the tracker will show it, for the one who asked. */
  readonly pips: readonly Pip[];
}

/**
 * An action taken from a combatant's budget. The rules say whether it fits (and why not) and
 * which actions are taken outside one's own turn (Reactions); every other action waits for it.
 * Under a clock of passes, a spend that leaves the combatant unable to pay for anything more this
 * round also takes it out of the passes: the same update, so the tracker moves on by itself.
 */
export function planSpend(rules: CombatRules, record: FightRecord, id: string, action: string): Outcome<Spent> {
  if (record.clock === null || record.clock.round === 0) return refuse("fight-not-started", "The fight has not begun: there is no budget to spend from yet.");
  const fighter = record.fighters.find((candidate) => candidate.id === id);
  if (fighter === undefined || record.clock.combatants[id] === undefined) return refuse("unknown-combatant", `${id} is not in the fight.`, { combatant: id });
  if (fighter.actor === null) return refuse("no-actor", `${fighter.name} has no actor to act for.`, { combatant: fighter.name });
  if (!rules.outOfTurn(action) && !acting(record.clock).includes(id))
    return refuse("not-your-turn", "It is not this combatant's turn.", { combatant: fighter.name });
  const spent = rules.spend(budgetOf(rules, fighter), action, fighter.actor);
  if (!spent.ok) return spent;
  const pips = rules.pips(spent.value);
  const after: FightRecord = { ...record, fighters: record.fighters.map((other) => (other.id === id ? { ...other, budget: spent.value } : other)) };
  const spentOnly = { update: { budgets: storedBudgets(after.fighters) }, move: null, pips };
  if (rules.exhausted === null || record.clock.passed[id] === true || !rules.exhausted(spent.value, fighter.actor)) return allow(spentOnly);
  const passed = planPass(rules, after, id);
  if (!passed.ok) return allow(spentOnly);
  return allow({ ...passed.value, update: { ...passed.value.update, budgets: storedBudgets(after.fighters, passed.value.update.budgets ?? {}) }, pips });
}

/** An action taken from a combatant's budget: ONE update, or the rules' reason why not. */
export async function spendFromBudget<R>(port: CombatPort<R>, id: string, action: string): Promise<Outcome<readonly Pip[]>> {
  const planned = planSpend(port.rules, port.read(), id, action);
  if (!planned.ok) return planned;
  await writeFightPlan(port, planned.value);
  return allow(planned.value.pips);
}
