import { abort, act, delay, ready, type ClockHappening, type ClockResult } from "../../engine/clock/index";
import type { ClockOperation } from "../../engine/clock/ClockShape";
import type { CombatRules } from "../../engine/play/CombatRules";
import { allow, refuse, type Outcome } from "../../engine/Refusal";
import { momentOf, recordBudgets } from "./budgetLedger";
import { budgetsAfter, budgetsWith } from "./budgetsAfter";
import type { FightPlan, FightRecord } from "./FightRecord";
import { notStarted } from "./planAdvance";
import { coreStep } from "./coreStep";

/** The held-action operations a combatant's owner may ask for: Delay, Ready (with its trigger), Act now, Abort. */
export type Hold = { readonly op: "delay" } | { readonly op: "ready"; readonly trigger: string } | { readonly op: "act" } | { readonly op: "abort" };

export const HOLD_OPERATIONS: readonly Extract<ClockOperation, Hold["op"]>[] = ["delay", "ready", "act", "abort"];

/**
 * A held action as ONE update: the clock's operation (which knows every initiative rule of
 * the source: the new score after a delayed action, the lost next action after an abort), and
 * the budget of whoever starts acting because of it.
 */
export function planHold(rules: CombatRules, record: FightRecord, combatant: string, hold: Hold): Outcome<FightPlan> {
  const clock = record.clock;
  if (clock === null || clock.round === 0) return notStarted();
  const shape = rules.clock;
  if (!shape.operations.includes(hold.op)) return refuse("unsupported-by-clock", `This rule set's time has no ${hold.op}`, { op: hold.op });
  let result: ClockResult;
  switch (hold.op) {
    case "delay":
      result = delay(shape, clock, combatant);
      break;
    case "ready":
      if (hold.trigger.trim() === "") return refuse("missing-trigger", "Say what the readied action waits for");
      result = ready(shape, clock, combatant, hold.trigger.trim());
      break;
    case "act":
      result = act(shape, clock, combatant);
      break;
    case "abort":
      result = abort(shape, clock, combatant);
      break;
  }
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
