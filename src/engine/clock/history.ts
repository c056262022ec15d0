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

/** The parts of a present an undo puts back, filled in key by key. */
type Delta = { -readonly [K in keyof ClockPresent]?: ClockPresent[K] };

function keepIfReplaced<K extends keyof ClockPresent>(delta: Delta, before: ClockPresent, after: ClockPresent, key: K): void {
  if (before[key] !== after[key]) delta[key] = before[key];
}

function keepIfDifferent<K extends keyof ClockPresent>(delta: Delta, older: ClockPresent, newer: ClockPresent, key: K): void {
  if (!sameJson(older[key], newer[key])) delta[key] = older[key];
}

function appended(history: readonly ClockSnapshot[], snapshot: ClockSnapshot, limit: number): readonly ClockSnapshot[] {
  const kept = history.length >= limit ? history.slice(history.length - limit + 1) : history;
  return [...kept, snapshot];
}

/** The operation's result: the new present, with what undoes it added to the history. `after` is handed over. */
export function commit(before: ClockState, after: Draft, happened: readonly ClockHappening[], operation: string): ClockResult {
  const limit = before.undoLimit ?? HISTORY_LIMIT;
  // The draft, drafted from `before`, already holds its history and its limit: it is the new state.
  if (limit <= 0) return { ok: true, state: after, happened };
  const delta: Delta = {};
  for (const key of PRESENT_KEYS) keepIfReplaced(delta, before, after, key);
  after.history = appended(before.history, { operation, delta }, limit);
  return { ok: true, state: after, happened };
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
    const delta: Delta = {};
    for (const key of PRESENT_KEYS) keepIfDifferent(delta, past.present, newer, key);
    rewritten.push({ operation: past.operation, delta });
    newer = past.present;
  }
  const kept = rewritten.reverse();
  return state.undoLimit === undefined ? { ...present, history: kept } : { ...present, history: kept, undoLimit: state.undoLimit };
}
