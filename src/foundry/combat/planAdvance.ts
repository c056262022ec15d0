import { next, type ClockHappening, type ClockState } from "../../engine/clock/index";
import type { CombatRules } from "../../engine/play/CombatRules";
import { allow, refuse, type Outcome } from "../../engine/Refusal";
import { momentOf, recordBudgets } from "./budgetLedger";
import { budgetsAfter, budgetsWith } from "./budgetsAfter";
import { postTurnAftermath } from "./postTurnAftermath";
import { settleCanAct } from "./canActNow";
import type { FightPlan, FightRecord } from "./FightRecord";
import { coreStep } from "./coreStep";

export type Advance = "next" | "nextRound";

/** A walk that has not ended a round after this many turns is broken, not long. */
const MOST_TURNS_IN_A_ROUND = 10_000;

export function notStarted(): ReturnType<typeof refuse> {
  return refuse("fight-not-started", "The fight has not begun: start it first.");
}

/**
 * The next turn (or the rest of the round): the clock walks on, learns who can no longer act,
 * and the budgets of those whose round or turn began are refreshed. All of it is ONE update
 * of the Combat; a Post-Turn passed on the way also changes the actors who recover.
 */
export function planAdvance(rules: CombatRules, record: FightRecord, how: Advance): Outcome<FightPlan> {
  const clock = record.clock;
  if (clock === null || clock.round === 0) return notStarted();
  const shape = rules.clock;
  let state: ClockState = clock;
  const happened: ClockHappening[] = [];
  for (let turns = 0; ; turns++) {
    if (turns > MOST_TURNS_IN_A_ROUND) return refuse("nobody-can-act", "Nobody in the fight can act, so there is no turn to move to.");
    const stepped = next(shape, state);
    if (!stepped.ok) return stepped;
    happened.push(...stepped.happened);
    const settled = settleCanAct(rules, shape, stepped.state, record.fighters);
    if (!settled.ok) return settled;
    state = settled.value.clock;
    happened.push(...settled.value.happened);
    const roundOver = state.round !== clock.round || state.stage === "awaiting-initiative";
    if (how === "next" || roundOver) break;
  }
  const shift = budgetsAfter(rules, happened, record.fighters);
  const postTurn = postTurnAftermath(rules, happened, record.fighters);
  const core = coreStep(shape, record, state, record.fighters, 1);
  const plan: FightPlan = {
    update: {
      round: core.round,
      turn: core.turn,
      clock: state,
      ledger: recordBudgets(record.ledger, momentOf(state), shift.before, postTurn.undo),
      budgets: budgetsWith(record.fighters, shift.after),
    },
    move: core.move,
  };
  return allow(postTurn.changes.length === 0 ? plan : { ...plan, aftermath: { actors: postTurn.changes, report: postTurn.report } });
}
