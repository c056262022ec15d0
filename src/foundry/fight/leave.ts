import { type ClockHappening, type ClockState, removeCombatant } from "../../engine/clock/index";
import type { CombatRules } from "../../engine/play/CombatRules";
import { allow, type Outcome } from "../../engine/Refusal";
import { type LedgerEntry, ledgerWithout } from "./budgetLedger";
import { budgetsAfter, storedBudgets } from "./budgetsAfter";
import type { FightRecord, FightUpdate } from "./FightRecord";
import { coreMoment } from "./coreStep";
import type { CombatPort } from "./CombatPort";

/**
 * Combatants gone from the tracker (a token deleted, a foe removed), told to the clock: if one
 * was acting, the turn moves on to the next who can act, and the budget of whoever's turn that
 * starts is refreshed. Null when the clock never knew them: nothing to write.
 */
export function planLeave(rules: CombatRules, record: FightRecord, gone: readonly string[]): Outcome<FightUpdate | null> {
  const clock = record.clock;
  if (clock === null) return allow(null);
  let state: ClockState = clock;
  let ledger: readonly LedgerEntry[] = record.ledger;
  const happened: ClockHappening[] = [];
  for (const id of gone) {
    if (state.combatants[id] === undefined) continue;
    const removed = removeCombatant(rules.clock, state, id);
    if (!removed.ok) return removed;
    state = removed.state;
    ledger = ledgerWithout(ledger, id);
    happened.push(...removed.happened);
  }
  if (state === clock) return allow(null);
  const staying = record.fighters.filter((fighter) => !gone.includes(fighter.id));
  const shift = budgetsAfter(rules, happened, staying);
  // Core's own deletion keeps its turn on a survivor without announcing a move, and so does this.
  const core = coreMoment(rules.clock, state, staying);
  return allow({
    round: core.round,
    turn: core.turn,
    clock: state,
    ledger,
    // The budgets of those gone go with them.
    budgets: storedBudgets(staying, shift.after),
  });
}

/** Combatants already deleted, told to the clock: ONE update, or none if it never knew them. */
export async function leaveFight<R>(port: CombatPort<R>, gone: readonly string[]): Promise<Outcome<boolean>> {
  const planned = planLeave(port.rules, port.read(), gone);
  if (!planned.ok) return planned;
  if (planned.value === null) return allow(false);
  await port.write(planned.value);
  return allow(true);
}
