import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ClockState } from "../../../src/engine/clock/index";
import { durationInForce } from "../../../src/engine/effects/durationInForce";
import type { DurationUnit } from "../../../src/engine/effects/DurationUnit";
import type { ClockMark } from "../../../src/engine/effects/EffectDuration";
import { PROPERTY_RUNS } from "../clock/support";
import { begunWalk, readsBackAsItWas, scenario, type Moment } from "../../support/durationWalks";

/** The clock's own count of a unit's boundaries crossed on the way to a moment. */
function boundaries(unit: DurationUnit, moment: Moment, before: Moment): number {
  switch (unit.measure) {
    case "rounds":
      return moment.happened.filter((h) => h.type === "round-start").length;
    case "steps":
      return moment.happened.filter((h) => h.type === "step-start").length;
    default:
      return (moment.state.seconds - before.state.seconds) / unit.size;
  }
}

/** The place a moment holds within its unit, compared to the start's when the count lands exactly. */
function reachedPlace(unit: DurationUnit, now: ClockState, start: ClockMark): boolean {
  const within = (stage: string, step: { number: number } | null, turn: number): number[] =>
    unit.measure === "rounds"
      ? stage === "awaiting-initiative"
        ? [1e9, 1e9]
        : stage === "post-turn"
          ? [1e9, -1]
          : [step?.number ?? 0, turn]
      : [stage === "acting" ? turn : stage === "awaiting-initiative" && unit.measure === "steps" ? 1e9 : -1];
  const a = within(now.stage, now.step, now.turn);
  const b = within(start.stage, start.step, start.turn);
  for (let index = 0; index < a.length; index += 1) if ((a[index] ?? 0) !== (b[index] ?? 0)) return (a[index] ?? 0) > (b[index] ?? 0);
  return true;
}

describe("a duration in a clock's own time", () => {
  it("is in force for exactly its n units, under every clock, and never again once over", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { unit, bearer, moments, begin, start } = begunWalk(input, 80);
        const startMoment = moments[begin]!;
        expect(durationInForce(unit, input.count, start, startMoment.state, bearer)).toBe(true);
        let crossed = 0;
        let over = false;
        let bearerActed = false;
        for (let index = begin + 1; index < moments.length; index += 1) {
          const moment = moments[index]!;
          const inForce = durationInForce(unit, input.count, start, moment.state, bearer);
          if (over) expect(inForce).toBe(false);
          if (unit.measure === "rounds" || unit.measure === "steps" || unit.measure === "seconds") {
            crossed += boundaries(unit, moment, moments[index - 1]!);
            // Fewer units than it lasts: in force; more: over; exactly as many: over from the place it began.
            const expected = crossed < input.count || (crossed === input.count && !reachedPlace(unit, moment.state, start));
            expect(inForce).toBe(expected);
          } else if (unit.measure === "round-ends") {
            // The rules' stuns and lost rounds: in force until that many rounds' ends have passed.
            const ends = moments.slice(begin + 1, index + 1).reduce((sum, m) => sum + m.happened.filter((h) => h.type === "round-end").length, 0);
            expect(inForce).toBe(ends < input.count);
          } else if (unit.measure === "end-of-round") {
            const roundOver = moments.slice(begin + 1, index + 1).some((m) => m.happened.some((h) => h.type === "round-end"));
            expect(inForce).toBe(!roundOver);
          } else {
            // Everyone is able, so the bearer's place coming round is its turn beginning.
            bearerActed ||= moment.happened.some((h) => h.type === "turn-start" && bearer !== null && h.ids.includes(bearer));
            expect(inForce).toBe(!bearerActed);
          }
          over ||= !inForce;
        }
      }),
      PROPERTY_RUNS,
    );
  });

  it("comes back exactly as it was when the clock is stepped back", () => {
    readsBackAsItWas(durationInForce);
  });
});
