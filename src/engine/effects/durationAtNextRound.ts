import type { ClockPresent } from "../clock/ClockState";
import type { ClockMark, EffectDuration } from "./EffectDuration";
import type { DurationUnit } from "./DurationUnit";

/**
 * What is left of a duration counted in round ends when a fight starts again from the top of the
 * round after the one `now` is in (an odds study of a fight under way), as a scenario's duration
 * counted from that fight's start: the round ends not yet passed once the present round has ended.
 * Null when it is over by then; undefined for a unit counted otherwise (rounds, seconds, a
 * bearer's next turn), whose place in a fight that starts afresh has no like.
 */
export function durationAtNextRound(unit: DurationUnit, count: number, start: ClockMark, now: ClockPresent): EffectDuration | null | undefined {
  if (unit.measure !== "round-ends" && unit.measure !== "end-of-round") return undefined;
  const ends = unit.measure === "end-of-round" ? 1 : count * unit.size;
  // Begun between rounds, its first end is the next round's (durationInForce's reading).
  const first = start.stage === "awaiting-initiative" ? start.round + 1 : start.round;
  // The present round's end is passed before the study's first round (between rounds, `now.round` is the one just ended).
  const passed = Math.max(0, now.round - first + 1);
  const left = ends - passed;
  if (left <= 0) return null;
  return unit.measure === "end-of-round" ? { unit: unit.id, count: 1 } : { unit: unit.id, count: Math.ceil(left / unit.size) };
}
