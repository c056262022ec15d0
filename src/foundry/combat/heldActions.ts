import { type ClockHappening, type HeldAction, takeHeldAction } from "../../engine/clock/index";
import type { CombatRules } from "../../engine/play/CombatRules";
import { allow, type Outcome } from "../../engine/Refusal";
import { momentOf, recordBudgets } from "./budgetLedger";
import { budgetsAfter, budgetsWith } from "./budgetsAfter";
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
  const result = takeHeldAction(shape, clock, combatant, held);
  if (!result.ok) return result;
  const happened: readonly ClockHappening[] = result.happened;
  const state = result.state;
  const shift = budgetsAfter(rules, happened, record.fighters);
  const core = coreStep(shape, record, state, record.fighters, 1);
  return allow({
    update: {
      round: core.round,
      turn: core.turn,
      clock: state,
      ledger: recordBudgets(record.ledger, momentOf(state), shift.before),
      budgets: budgetsWith(record.fighters, shift.after),
    },
    move: core.move,
  });
}

/** Delay, Ready, Act now or Abort: ONE update, or nothing written and the reason. */
export async function holdInFight<R>(port: CombatPort<R>, combatant: string, hold: HeldAction): Promise<Outcome<FightUpdate>> {
  const planned = planHold(port.rules, port.read(), combatant, hold);
  if (!planned.ok) return planned;
  await port.write(planned.value.update, planned.value.move);
  return allow(planned.value.update);
}
