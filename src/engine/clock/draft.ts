import type { ClockState } from "./ClockState";
import { idRecord, ownEntry } from "../idRecord";

/**
 * A working copy an operation may reassign field by field; nested values are replaced, never
 * changed. It becomes the operation's new state when committed (see `commit`): one object per
 * operation rather than a draft and then a state copied from it, on a walk that takes thousands
 * of operations a second.
 */
export type Draft = { -readonly [K in keyof ClockState]: ClockState[K] };

/**
 * Field by field rather than by rest-spread, and in the state's own order (a state with a limit
 * keeps `undoLimit`, one without has no such key): every state and draft then shares one object
 * shape, which keeps the hot walk of a fight on the JIT's fast path. PRESENT_KEYS_COMPLETE and
 * the type above keep the list honest.
 */
export function draftOf(state: ClockState): Draft {
  if (state.undoLimit === undefined) {
    return {
      stage: state.stage,
      round: state.round,
      step: state.step,
      steps: state.steps,
      seconds: state.seconds,
      segment: state.segment,
      roster: state.roster,
      combatants: state.combatants,
      order: state.order,
      sequence: state.sequence,
      turn: state.turn,
      acting: state.acting,
      interrupt: state.interrupt,
      holds: state.holds,
      forfeits: state.forfeits,
      declared: state.declared,
      passed: state.passed,
      pushed: state.pushed,
      history: state.history,
    };
  }
  return {
    stage: state.stage,
    round: state.round,
    step: state.step,
    steps: state.steps,
    seconds: state.seconds,
    segment: state.segment,
    roster: state.roster,
    combatants: state.combatants,
    order: state.order,
    sequence: state.sequence,
    turn: state.turn,
    acting: state.acting,
    interrupt: state.interrupt,
    holds: state.holds,
    forfeits: state.forfeits,
    declared: state.declared,
    passed: state.passed,
    pushed: state.pushed,
    history: state.history,
    undoLimit: state.undoLimit,
  };
}

/** A record without one key, as a new object with no prototype (ids are data: see idRecord). */
export function without<T>(record: Readonly<Record<string, T>>, id: string): Readonly<Record<string, T>> {
  if (ownEntry(record, id) === undefined) return record;
  const rest = idRecord<T>();
  for (const [key, value] of Object.entries(record)) if (key !== id) rest[key] = value;
  return rest;
}

/** A record with one key set, as a new object with no prototype (ids are data: see idRecord). */
export function withEntry<T>(record: Readonly<Record<string, T>>, id: string, value: T): Readonly<Record<string, T>> {
  // Copied, then the one key set: a spread with a computed key is the slow path, and a clock of
  // passes takes this step on every action.
  const copy = Object.assign(idRecord<T>(), record);
  copy[id] = value;
  return copy;
}

export function isEmpty(record: Readonly<Record<string, unknown>>): boolean {
  for (const _key in record) return false;
  return true;
}
