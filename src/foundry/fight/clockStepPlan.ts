import type { ClockHappening, ClockState } from "../../engine/clock/index";
import type { CombatRules } from "../../engine/play/CombatRules";
import { allow, type Outcome } from "../../engine/Refusal";
import { momentOf, recordBudgets } from "./budgetLedger";
import { budgetsAfter, budgetsWith } from "./budgetsAfter";
import { settleCanAct } from "./canActNow";
import { coreStep } from "./coreStep";
import type { CombatPort } from "./CombatPort";
import type { FightPlan, FightRecord, FightUpdate } from "./FightRecord";
import { postTurnAftermath } from "./postTurnAftermath";

/**
 * What one operation of the clock writes, once it has answered (a push, a pass): the clock after
 * it has learnt who can no longer act, the budgets of those whose round or turn began, core's
 * round and turn, the ledger that lets "previous" put the budgets back, and what a Post-Turn
 * passed on the way does to the actors. ONE update of the Combat, as an advance.
 */
export function clockStepPlan(rules: CombatRules, record: FightRecord, state: ClockState, happened: readonly ClockHappening[]): Outcome<FightPlan> {
  const settled = settleCanAct(rules, rules.clock, state, record.fighters);
  if (!settled.ok) return settled;
  const walked = [...happened, ...settled.value.happened];
  const after = settled.value.clock;
  const shift = budgetsAfter(rules, walked, record.fighters);
  const postTurn = postTurnAftermath(rules, walked, record.fighters);
  const core = coreStep(rules.clock, record, after, record.fighters, 1);
  const plan: FightPlan = {
    update: {
      round: core.round,
      turn: core.turn,
      clock: after,
      ledger: recordBudgets(record.ledger, momentOf(after), shift.before, postTurn.undo),
      budgets: budgetsWith(record.fighters, shift.after),
    },
    move: core.move,
  };
  return allow(postTurn.changes.length === 0 ? plan : { ...plan, aftermath: { actors: postTurn.changes, report: postTurn.report } });
}

/** A plan written: the Combat first (core's hooks see the move), then the actors it changes, then its report in the chat. */
export async function writeFightPlan<R>(port: CombatPort<R>, plan: FightPlan): Promise<FightUpdate> {
  const { update, move, aftermath } = plan;
  await port.write(update, move);
  if (aftermath !== undefined && aftermath.actors.length > 0) await port.changeActors(aftermath.actors);
  if (aftermath !== undefined && aftermath.report !== null) await port.report(aftermath.report);
  return update;
}
