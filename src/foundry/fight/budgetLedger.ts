import { HISTORY_LIMIT, type ClockPresent } from "../../engine/clock/index";
import type { ActorChange } from "../../engine/play/ActorSnapshot";

/**
 * The budgets a clock step replaced, as they were before it, so "previous" gives back the spent
 * actions (a used Reaction stays used when the GM steps back over a round's end). Budgets live
 * on the Combatants, not in the clock, so the clock's own history cannot hold them.
 */
export interface LedgerEntry {
  /** The moment the step led to (`momentOf`): going back from there restores these budgets. */
  readonly at: string;
  readonly budgets: Readonly<Record<string, unknown>>;
  /** What puts the actors back as they were before the step (a Post-Turn Recovery taken back). */
  readonly actors?: readonly ActorChange[];
}

/** A name for the clock's present moment; distinct for every turn of a fight. */
export function momentOf(clock: ClockPresent): string {
  return [clock.stage, clock.round, clock.steps, clock.turn, clock.acting.join(","), clock.interrupt?.id ?? ""].join("|");
}

/** The ledger with one more entry, as long as the clock's own undo reaches and no longer. */
export function recordBudgets(
  ledger: readonly LedgerEntry[],
  at: string,
  budgets: Readonly<Record<string, unknown>>,
  actors: readonly ActorChange[] = [],
): readonly LedgerEntry[] {
  if (Object.keys(budgets).length === 0 && actors.length === 0) return ledger;
  const kept = ledger.length >= HISTORY_LIMIT ? ledger.slice(ledger.length - HISTORY_LIMIT + 1) : ledger;
  return [...kept, actors.length === 0 ? { at, budgets } : { at, budgets, actors }];
}

/**
 * The budgets to put back when stepping back from moment `at`, and the ledger without them.
 * Null when no step led there (a removed combatant can make a moment disappear): the budgets
 * then stay as they are, which is never worse than a fresh turn.
 */
export function recallBudgets(
  ledger: readonly LedgerEntry[],
  at: string,
): { readonly budgets: Readonly<Record<string, unknown>>; readonly actors: readonly ActorChange[]; readonly ledger: readonly LedgerEntry[] } | null {
  for (let index = ledger.length - 1; index >= 0; index--) {
    const entry = ledger[index];
    if (entry?.at === at) return { budgets: entry.budgets, actors: entry.actors ?? [], ledger: ledger.slice(0, index) };
  }
  return null;
}

/** The ledger once a combatant has left the fight: nothing can give its budget back any more. */
export function ledgerWithout(ledger: readonly LedgerEntry[], id: string): readonly LedgerEntry[] {
  if (!ledger.some((entry) => id in entry.budgets)) return ledger;
  const kept: LedgerEntry[] = [];
  for (const entry of ledger) {
    const { [id]: _gone, ...budgets } = entry.budgets;
    if (Object.keys(budgets).length > 0) kept.push({ at: entry.at, budgets });
  }
  return kept;
}
