import { pushToEnd, pushToNextRound, type ClockHappening, type PushKind } from "../../engine/clock/index";
import type { CombatRules } from "../../engine/play/CombatRules";
import { allow, type Outcome } from "../../engine/Refusal";
import { notStarted } from "./advance";
import { momentOf, recordBudgets } from "./budgetLedger";
import { budgetsAfter, budgetsWith } from "./budgetsAfter";
import type { CombatPort } from "./CombatPort";
import { coreStep } from "./coreStep";
import type { FightPlan, FightRecord, FightUpdate } from "./FightRecord";

/**
 * The GM pushes a slow player's combatant to the end of this round's order, or into the next
 * round, as ONE update: the clock's push (which refuses a second push in a round, or a push in
 * the middle of someone's turn), and the budget of whoever starts acting because of it.
 */
export function planPush(rules: CombatRules, record: FightRecord, combatant: string, to: PushKind): Outcome<FightPlan> {
  const clock = record.clock;
  if (clock === null || clock.round === 0) return notStarted();
  const result = to === "end" ? pushToEnd(rules.clock, clock, combatant) : pushToNextRound(rules.clock, clock, combatant);
  if (!result.ok) return result;
  const happened: readonly ClockHappening[] = result.happened;
  const shift = budgetsAfter(rules, happened, record.fighters);
  const core = coreStep(rules.clock, record, result.state, record.fighters, 1);
  return allow({
    update: {
      round: core.round,
      turn: core.turn,
      clock: result.state,
      ledger: recordBudgets(record.ledger, momentOf(result.state), shift.before),
      budgets: budgetsWith(record.fighters, shift.after),
    },
    move: core.move,
  });
}

/** A push of the GM's: ONE update, or nothing written and the reason. */
export async function pushInFight<R>(port: CombatPort<R>, combatant: string, to: PushKind): Promise<Outcome<FightUpdate>> {
  const planned = planPush(port.rules, port.read(), combatant, to);
  if (!planned.ok) return planned;
  await port.write(planned.value.update, planned.value.move);
  return allow(planned.value.update);
}
