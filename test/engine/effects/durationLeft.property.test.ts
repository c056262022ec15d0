import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clockMark, durationInForce } from "../../../src/engine/effects/durationInForce";
import { durationLeft, type TimeLeft } from "../../../src/engine/effects/durationLeft";
import { countsUnits } from "../../../src/engine/effects/DurationUnit";
import { PROPERTY_RUNS } from "../clock/support";
import { begunWalk, picked, readsBackAsItWas, scenario, walk } from "../../support/durationWalks";

/**
 * What is left of a duration, under every rule set's clock and unit, as the effects panel shows
 * it: nothing exactly when it is no longer in force, a count of at least one and no more than it
 * lasts while a counting unit runs, never more than a step before, and given back step for step
 * when the tracker is stepped back.
 */
describe("what is left of a duration in a clock's own time", () => {
  it("is none exactly when the duration has ended, and a count that only falls while it runs", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { unit, bearer, moments, begin, start } = begunWalk(input, 80);
        let last: TimeLeft | null = null;
        for (const moment of moments.slice(begin)) {
          const left = durationLeft(unit, input.count, start, moment.state, bearer);
          expect(left.kind === "ended").toBe(!durationInForce(unit, input.count, start, moment.state, bearer));
          if (left.kind === "count") {
            expect(countsUnits(unit)).toBe(true);
            expect(left.count).toBeGreaterThanOrEqual(1);
            expect(left.count).toBeLessThanOrEqual(input.count);
            if (last?.kind === "count") expect(left.count).toBeLessThanOrEqual(last.count);
          }
          if (left.kind === "moment") expect(countsUnits(unit)).toBe(false);
          if (last?.kind === "ended") expect(left.kind).toBe("ended");
          last = left;
        }
      }),
      PROPERTY_RUNS,
    );
  });

  it("is all of what it lasts as it begins", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const [shape, unit] = picked(input);
        const ids = Array.from({ length: input.fighters }, (_, index) => `c${index}`);
        const moments = walk(shape, ids, input.scores, 40, input.passes);
        const begun = moments[Math.min(input.begin, moments.length - 1)]!.state;
        const left = durationLeft(unit, input.count, clockMark(shape, begun, ids[0] ?? null), begun, ids[0] ?? null);
        expect(left).toEqual(countsUnits(unit) ? { kind: "count", count: input.count } : { kind: "moment" });
      }),
      PROPERTY_RUNS,
    );
  });

  it("comes back exactly as it was when the clock is stepped back", () => {
    readsBackAsItWas(durationLeft);
  });
});
