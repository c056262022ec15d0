import { type ClockHappening, type HeldAction, takeHeldAction } from "../../engine/clock/index";
import type { CombatRules } from "../../engine/play/CombatRules";
import { allow, refuse, type Outcome } from "../../engine/Refusal";
import { momentOf, recordBudgets } from "./budgetLedger";
import { budgetOf, budgetsAfter, budgetsWith } from "./budgetsAfter";
import type { FightPlan, FightRecord, FightUpdate } from "./FightRecord";
import { notStarted } from "./advance";
import { coreStep } from "./coreStep";
import type { CombatPort } from "./CombatPort";

/**
 * A held action as ONE update: the clock's operation (which knows every initiative rule of
 * the source: the new score after a delayed action, the lost next action after an abort), and
 * the budget of whoever starts acting because of it.
 */
export function planHold(rules: CombatRules, record: FightRecord, combatant: string, held: HeldAction): Outcome<FightPlan> {
  const clock = record.clock;
  if (clock === null || clock.round === 0) return notStarted();
  const shape = rules.clock;
  const own = heldBudget(rules, record, combatant, held);
  if (!own.ok) return own;
  const result = takeHeldAction(shape, clock, combatant, held);
  if (!result.ok) return result;
  const happened: readonly ClockHappening[] = result.happened;
  const state = result.state;
  const changed = own.value;
  const fighters =
    changed === null ? record.fighters : record.fighters.map((fighter) => (fighter.id === combatant ? { ...fighter, budget: changed.after } : fighter));
  const shift = budgetsAfter(rules, happened, fighters);
  const core = coreStep(shape, record, state, record.fighters, 1);
  return allow({
    update: {
      round: core.round,
      turn: core.turn,
      clock: state,
      // Stepping back over the declaration or the wait gives the budget back as it was before it.
      ledger: recordBudgets(record.ledger, momentOf(state), own.value === null ? shift.before : { ...shift.before, [combatant]: own.value.before }),
      budgets: budgetsWith(record.fighters, own.value === null ? shift.after : { [combatant]: own.value.after, ...shift.after }),
    },
    move: core.move,
  });
}

/**
 * What a held action does to the combatant's own budget, besides the clock: a declaration is
 * the rule set's (the number sets the round's penalty), and a wait spends one of the actions
 * declared. Null when the budget is not touched.
 */
function heldBudget(
  rules: CombatRules,
  record: FightRecord,
  combatant: string,
  held: HeldAction,
): Outcome<{ readonly before: unknown; readonly after: unknown } | null> {
  const fighter = record.fighters.find((candidate) => candidate.id === combatant);
  if (fighter === undefined || (held.op !== "declare" && held.op !== "wait")) return allow(null);
  const before = budgetOf(rules, fighter);
  let after: Outcome<unknown>;
  if (held.op === "declare") {
    if (rules.declared === null) return refuse("unsupported-by-clock", "This rule set has no declared actions.", { operation: "declare" });
    after = rules.declared.declare(before, held.count);
  } else {
    if (fighter.actor === null) return refuse("no-actor", `${fighter.name} has no actor to act for.`, { combatant: fighter.name });
    after = rules.spend(before, "wait", fighter.actor);
  }
  return after.ok ? allow({ before, after: after.value }) : after;
}

/** Delay, Ready, Wait, Act now, Abort or a declaration: ONE update, or nothing written and the reason. */
export async function holdInFight<R>(port: CombatPort<R>, combatant: string, hold: HeldAction): Promise<Outcome<FightUpdate>> {
  const planned = planHold(port.rules, port.read(), combatant, hold);
  if (!planned.ok) return planned;
  await port.write(planned.value.update, planned.value.move);
  return allow(planned.value.update);
}
