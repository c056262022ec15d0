import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clockMark, durationInForce, roundHalves, surelyInForceBefore } from "../../../src/engine/effects/durationInForce";
import type { DurationUnit } from "../../../src/engine/effects/DurationUnit";
import { PROPERTY_RUNS } from "../clock/support";
import { begunWalk, picked, scenario, walk } from "../../support/durationWalks";

const ROUND_ENDS: DurationUnit = { id: "round-ends", label: "round-ends", measure: "round-ends", size: 1 };
const ROUNDS: DurationUnit = { id: "rounds", label: "rounds", measure: "rounds", size: 1 };

describe("the moment before which an effect surely holds", () => {
  it("is never reached while the effect could already be over, under every clock and unit", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { unit, bearer, moments, begin, start } = begunWalk(input, 80);
        const holds = surelyInForceBefore(unit, input.count, start);
        let previous = Number.NEGATIVE_INFINITY;
        for (const moment of moments.slice(begin)) {
          const now = roundHalves(moment.state);
          // The fight looks only once the clock reaches it, so the clock must never go back past it.
          expect(now).toBeGreaterThanOrEqual(previous);
          previous = now;
          if (now < holds) expect(durationInForce(unit, input.count, start, moment.state, bearer)).toBe(true);
        }
      }),
      PROPERTY_RUNS,
    );
  });

  it("is as late as the clock's own count allows for the rounds a botch takes", () => {
    const moments = walk(picked({ clock: 3, unit: 0 })[0], ["a", "b"], [1, 2, 3, 4], 40, []);
    const inRound = moments.find((moment) => moment.state.round === 2 && moment.state.stage === "acting")!;
    const start = clockMark(picked({ clock: 3, unit: 0 })[0], inRound.state, "a");
    // The rest of round 2 and all of round 3: over once initiative is awaited after round 3.
    expect(surelyInForceBefore(ROUND_ENDS, 2, start)).toBe(roundHalves({ stage: "awaiting-initiative", round: 3 }));
    expect(surelyInForceBefore(ROUNDS, 1, start)).toBe(roundHalves({ stage: "acting", round: 3 }));
  });
});
