import { type ClockHappening, type ClockState, next, previous } from "../../engine/clock/index";
import type { CombatRules } from "../../engine/play/CombatRules";
import { allow, type Outcome, refuse } from "../../engine/Refusal";
import { type LedgerEntry, momentOf, recallBudgets } from "./budgetLedger";
import { budgetsWith } from "./budgetsAfter";
import { SET_CAN_ACT, settleCanAct } from "./canActNow";
import type { FightPlan, FightRecord, FightUpdate } from "./FightRecord";
import { coreStep } from "./coreStep";
import { clockStepPlan, writeFightPlan } from "./clockStepPlan";
import type { ActorChange } from "../../engine/play/ActorSnapshot";
import type { CombatPort } from "./CombatPort";

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
  return clockStepPlan(rules, record, state, happened);
}

export type Rewind = "previous" | "previousRound";

interface Stepped {
  readonly clock: ClockState;
  readonly ledger: readonly LedgerEntry[];
}

/**
 * One press of "previous": the clock undoes the last advance exactly, including the changes of
 * who can act that the advance made after it walked; the budgets it refreshed come back, and
 * the actors it changed are put back.
 */
function stepBack(rules: CombatRules, from: Stepped, restore: Record<string, unknown>, actors: ActorChange[]): Outcome<Stepped> {
  let { clock, ledger } = from;
  let undone = false;
  for (;;) {
    const back = previous(rules.clock, clock);
    if (!back.ok) return undone ? allow({ clock, ledger }) : back;
    const recalled = recallBudgets(ledger, momentOf(clock));
    if (recalled !== null) {
      Object.assign(restore, recalled.budgets);
      actors.push(...recalled.actors);
      ledger = recalled.ledger;
    }
    clock = back.state;
    undone = true;
    const rewound = back.happened.find((happening) => happening.type === "rewound");
    if (rewound?.type !== "rewound" || rewound.operation !== SET_CAN_ACT) return allow({ clock, ledger });
  }
}

/** The previous turn, or back to the previous round's last turn: ONE update either way. */
export function planRewind(rules: CombatRules, record: FightRecord, how: Rewind): Outcome<FightPlan> {
  const start = record.clock;
  if (start === null || start.round === 0) return notStarted();
  const restore: Record<string, unknown> = {};
  const actors: ActorChange[] = [];
  let at: Stepped = { clock: start, ledger: record.ledger };
  for (let presses = 0; ; presses++) {
    const stepped = stepBack(rules, at, restore, actors);
    if (!stepped.ok) {
      if (presses === 0) return stepped;
      break;
    }
    at = stepped.value;
    if (how === "previous" || at.clock.round < start.round) break;
  }
  const core = coreStep(rules.clock, record, at.clock, record.fighters, -1);
  const plan: FightPlan = {
    update: {
      round: core.round,
      turn: core.turn,
      clock: at.clock,
      ledger: at.ledger,
      budgets: budgetsWith(record.fighters, restore),
    },
    move: core.move,
  };
  // Stepping back over a Post-Turn takes its Recovery back, so stepping on again gives it once.
  return allow(actors.length === 0 ? plan : { ...plan, aftermath: { actors, report: null } });
}

export type Step = Advance | Rewind;

/**
 * Next or previous turn or round: the core hook, then ONE update of the Combat; a refusal
 * writes nothing. A Post-Turn passed on the way then changes each recovering actor once and
 * posts ONE chat message saying so (stepping back puts the actors back, silently).
 */
export async function advanceFight<R>(port: CombatPort<R>, step: Step): Promise<Outcome<FightUpdate>> {
  const record = port.read();
  const planned = step === "next" || step === "nextRound" ? planAdvance(port.rules, record, step) : planRewind(port.rules, record, step);
  return planned.ok ? allow(await writeFightPlan(port, planned.value)) : planned;
}
