import type { ClockShape } from "./ClockShape";
import type { ClockState, Group } from "./ClockState";
import { advanceInStep } from "./advance";
import { draftOf } from "./draft";
import type { ClockHappening } from "./happenings";

/**
 * The turns still to come in the current step (round, Phase or pass) if nothing changes, in
 * order: first the turn an out-of-turn action broke into, then each group as the walk will
 * reach it, without those it will skip.
 */
export function upcoming(shape: ClockShape, state: ClockState): readonly Group[] {
  if (state.stage !== "acting") return [];
  const d = draftOf(state);
  const scratch: ClockHappening[] = [];
  const turns: Group[] = [];
  if (d.interrupt?.resumes === true && d.acting.length > 0) turns.push(d.acting);
  while (advanceInStep(shape, d, scratch)) turns.push(d.acting);
  return turns;
}
