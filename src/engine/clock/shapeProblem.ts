import type { ClockShape } from "./ClockShape";

/** Why a shape cannot run, or null when it can. */
export function shapeProblem(shape: ClockShape): string | null {
  if (shape.round.kind === "phases" && (!Number.isInteger(shape.round.phases) || shape.round.phases < 1)) {
    return "a round needs a whole number of Phases, at least 1";
  }
  const time = shape.time;
  if (time !== null) {
    const lengths = [time.stepSeconds, time.segmentSeconds ?? 1, time.turnSeconds ?? 1];
    if (lengths.some((seconds) => !Number.isFinite(seconds) || seconds <= 0)) return "every length of time must be a positive number of seconds";
  }
  return null;
}
