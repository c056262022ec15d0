import { type ClockPresent, type ClockSnapshot, type ClockState, PRESENT_KEYS } from "./ClockState";
import type { ClockResult } from "./ClockResult";
import type { Draft } from "./draft";
import type { ClockHappening } from "./happenings";
import { sameJson } from "./sameJson";

/**
 * How many operations `previous` can undo. Each entry holds only the parts of the state its
 * operation replaced, and shares them with the states around it.
 */
export const HISTORY_LIMIT = 50;

function keepIfReplaced<K extends keyof ClockPresent>(delta: Partial<Draft>, before: ClockPresent, after: ClockPresent, key: K): void {
  if (before[key] !== after[key]) delta[key] = before[key];
}

function keepIfDifferent<K extends keyof ClockPresent>(delta: Partial<Draft>, older: ClockPresent, newer: ClockPresent, key: K): void {
  if (!sameJson(older[key], newer[key])) delta[key] = older[key];
}

function appended(history: readonly ClockSnapshot[], snapshot: ClockSnapshot, limit: number): readonly ClockSnapshot[] {
  const kept = history.length >= limit ? history.slice(history.length - limit + 1) : history;
  return [...kept, snapshot];
}

/**
 * The draft's fields and the history, as the new state. A new object, written out field by field
 * (twice, as a state with a limit keeps `undoLimit` and one without has no such key): adding
 * `history` and `undoLimit` to the finished draft instead changed its shape on every step, which
 * cost a headless fight more than this second small object.
 */
function stateOf(d: Draft, history: readonly ClockSnapshot[], undoLimit: number | undefined): ClockState {
  if (undoLimit === undefined) return presentWith(d, history);
  return {
    stage: d.stage,
    round: d.round,
    step: d.step,
    steps: d.steps,
    seconds: d.seconds,
    segment: d.segment,
    roster: d.roster,
    combatants: d.combatants,
    order: d.order,
    sequence: d.sequence,
    turn: d.turn,
    acting: d.acting,
    interrupt: d.interrupt,
    holds: d.holds,
    forfeits: d.forfeits,
    declared: d.declared,
    passed: d.passed,
    pushed: d.pushed,
    history,
    undoLimit,
  };
}

function presentWith(d: Draft, history: readonly ClockSnapshot[]): ClockState {
  return {
    stage: d.stage,
    round: d.round,
    step: d.step,
    steps: d.steps,
    seconds: d.seconds,
    segment: d.segment,
    roster: d.roster,
    combatants: d.combatants,
    order: d.order,
    sequence: d.sequence,
    turn: d.turn,
    acting: d.acting,
    interrupt: d.interrupt,
    holds: d.holds,
    forfeits: d.forfeits,
    declared: d.declared,
    passed: d.passed,
    pushed: d.pushed,
    history,
  };
}

/** The operation's result: the new present, with what undoes it added to the history. `after` is handed over. */
export function commit(before: ClockState, after: Draft, happened: readonly ClockHappening[], operation: string): ClockResult {
  const limit = before.undoLimit ?? HISTORY_LIMIT;
  if (limit <= 0) return { ok: true, state: stateOf(after, before.history, limit), happened };
  const delta: Partial<Draft> = {};
  for (const key of PRESENT_KEYS) keepIfReplaced(delta, before, after, key);
  return { ok: true, state: stateOf(after, appended(before.history, { operation, delta }, limit), before.undoLimit), happened };
}

/** The state before the last operation, or null when there is none to go back to. */
export function rewind(state: ClockState): { readonly state: ClockState; readonly operation: string } | null {
  const last = state.history.at(-1);
  if (last === undefined) return null;
  const { history, ...present } = state;
  return { state: { ...present, ...last.delta, history: history.slice(0, -1) }, operation: last.operation };
}

/**
 * Gives the whole history the same change of roster as the present (a combatant added or
 * removed), so that `previous` never brings back a state that disagrees with who is in the
 * fight. `change` returns null for a past moment that no longer exists (the removed combatant's
 * own turn); that entry is dropped.
 */
export function rewriteHistory(state: ClockState, present: ClockPresent, change: (past: ClockPresent) => ClockPresent | null): ClockState {
  const { history, ...current } = state;
  const pasts: { present: ClockPresent; operation: string }[] = [];
  let cursor: ClockPresent = current;
  for (let index = history.length - 1; index >= 0; index--) {
    const snapshot = history[index];
    if (snapshot === undefined) continue;
    cursor = { ...cursor, ...snapshot.delta };
    const changed = change(cursor);
    if (changed !== null) pasts.push({ present: changed, operation: snapshot.operation });
  }
  const rewritten: ClockSnapshot[] = [];
  let newer = present;
  for (const past of pasts) {
    const delta: Partial<Draft> = {};
    for (const key of PRESENT_KEYS) keepIfDifferent(delta, past.present, newer, key);
    rewritten.push({ operation: past.operation, delta });
    newer = past.present;
  }
  const kept = rewritten.reverse();
  return state.undoLimit === undefined ? { ...present, history: kept } : { ...present, history: kept, undoLimit: state.undoLimit };
}
