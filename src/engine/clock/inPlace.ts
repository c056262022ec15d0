import type { ClockShape } from "./ClockShape";
import type { ClockState } from "./ClockState";
import { draftOf, withEntry, type Draft } from "./draft";

/**
 * Whether an operation may change the state it is given rather than make a new one. Only a
 * headless fight that keeps no log (a quiet shape) and never goes back (no history) walks such
 * a state: it makes it, hands it to nobody and reads only the newest. Everywhere else, Foundry's
 * Combat above all, a state is a value that is never changed. A walk of thousands of fights a
 * second otherwise copies the whole state, and each record it touches, on every operation.
 */
export function changesInPlace(shape: ClockShape, state: ClockState): boolean {
  return shape.quiet === true && state.undoLimit === 0;
}

/**
 * What an operation works on once every refusal has been ruled out: the state itself where it
 * changes in place, else a draft of it. Called after the last check that can refuse, so that a
 * refused operation leaves even an in-place state as it was.
 */
export function workingState(shape: ClockShape, state: ClockState): Draft {
  if (!changesInPlace(shape, state)) return draftOf(state);
  // The state is the fight's own (see changesInPlace): it is its own draft.
  const own: Draft = state;
  return own;
}

/** A record with one key set: in place in a state that changes in place, else a copy (see changesInPlace). */
export function entrySet<T>(inPlace: boolean, record: Readonly<Record<string, T>>, id: string, value: T): Readonly<Record<string, T>> {
  if (!inPlace) return withEntry(record, id, value);
  const own: Record<string, T> = record;
  own[id] = value;
  return own;
}
