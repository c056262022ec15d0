import type { ClockPresent } from "../clock/ClockState";
import type { DurationUnit } from "./DurationUnit";
import type { ClockMark } from "./EffectDuration";
import { durationInForce } from "./durationInForce";

/**
 * How much of a duration is left with the clock where it stands: a count of its unit, what is
 * left of the time rounded up (a round begun on one's turn has one left until that turn comes
 * round again; "2 Phases" while more than one Phase remains); a moment still to come ("until the
 * end of the round", "until its next turn"); or none, once it has ended.
 */
export type TimeLeft = { readonly kind: "count"; readonly count: number } | { readonly kind: "moment" } | { readonly kind: "ended" };

/** Past every real step or turn, as durationInForce places the moments between rounds. */
const LAST = Number.MAX_SAFE_INTEGER;

/** Where the clock stands within a round, as durationInForce reads it for a count of rounds. */
function withinRound(place: Pick<ClockMark, "stage" | "step" | "turn">): readonly [number, number] {
  if (place.stage === "awaiting-initiative") return [LAST, LAST];
  if (place.stage === "post-turn" || place.step === null) return [LAST, -1];
  return [place.step.number, place.turn];
}

function earlier(a: readonly number[], b: readonly number[]): boolean {
  for (let index = 0; index < a.length; index += 1) {
    const x = a[index] ?? 0;
    const y = b[index] ?? 0;
    if (x !== y) return x < y;
  }
  return false;
}

/**
 * Whole units left when `ahead` of the measure's units remain, the clock standing `before` the
 * place the duration ends at within its last unit (so a little more than `ahead`), at it, or past
 * it (a little less), `size` of the measure to the unit: at least one while it is in force.
 */
function wholeUnits(ahead: number, before: boolean, size: number): number {
  const units = ahead / size;
  const rounded = Number.isInteger(units) ? (before ? units + 1 : units) : Math.ceil(units);
  return Math.max(1, rounded);
}

/**
 * What is left of a duration that began at `start` and lasts `count` of `unit`, with the clock at
 * `now`: worked out from the two places alone, as whether it is in force is (durationInForce,
 * which says when it has ended), so a step back gives back what the step forward took.
 */
export function durationLeft(unit: DurationUnit, count: number, start: ClockMark, now: ClockPresent, bearer: string | null): TimeLeft {
  if (!durationInForce(unit, count, start, now, bearer)) return { kind: "ended" };
  const span = count * unit.size;
  switch (unit.measure) {
    case "rounds": {
      const rounds = start.round + span - now.round;
      return { kind: "count", count: wholeUnits(rounds, earlier(withinRound(now), withinRound(start)), unit.size) };
    }
    case "steps": {
      const steps = start.steps + span - now.steps;
      const place = now.stage === "acting" ? now.turn : LAST;
      return { kind: "count", count: wholeUnits(steps, place < (start.stage === "acting" ? start.turn : -1), unit.size) };
    }
    case "seconds": {
      const seconds = start.seconds + span - now.seconds;
      const place = now.stage === "acting" ? now.turn : -1;
      return { kind: "count", count: wholeUnits(seconds, place < (start.stage === "acting" ? start.turn : -1), unit.size) };
    }
    case "round-ends": {
      // The rounds' ends still to pass: the one under way's among them, none of a round not yet begun.
      const first = start.stage === "awaiting-initiative" ? start.round + 1 : start.round;
      const last = first + span - 1;
      return { kind: "count", count: last - now.round + (now.stage === "awaiting-initiative" ? 0 : 1) };
    }
    case "end-of-round":
    case "next-turn":
      return { kind: "moment" };
  }
}
