import type { ClockShape } from "./ClockShape";
import type { ClockPresent } from "./ClockState";

/** Game time already passed, in every unit the shape counts; null for a unit it does not have. */
export interface Elapsed {
  readonly seconds: number | null;
  /** Rounds (Turns) that are over. */
  readonly rounds: number;
  /** Whole segments passed. */
  readonly segments: number | null;
  /** Whole long turns passed. */
  readonly turns: number | null;
}

export function elapsed(shape: ClockShape, state: ClockPresent): Elapsed {
  const rounds = state.stage === "awaiting-initiative" ? state.round : Math.max(0, state.round - 1);
  const time = shape.time;
  if (time === null) return { seconds: null, rounds, segments: null, turns: null };
  const whole = (unit: number | null): number | null => (unit === null ? null : Math.floor(state.seconds / unit));
  return { seconds: state.seconds, rounds, segments: whole(time.segmentSeconds), turns: whole(time.turnSeconds) };
}
