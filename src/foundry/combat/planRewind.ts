import { previous, type ClockState } from "../../engine/clock/index";
import type { ActorChange } from "../../engine/play/ActorSnapshot";
import type { CombatRules } from "../../engine/play/CombatRules";
import { allow, type Outcome } from "../../engine/Refusal";
import { momentOf, recallBudgets, type LedgerEntry } from "./budgetLedger";
import { budgetsWith } from "./budgetsAfter";
import { SET_CAN_ACT } from "./canActNow";
import type { FightPlan, FightRecord } from "./FightRecord";
import { notStarted } from "./planAdvance";
import { coreStep } from "./coreStep";

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
