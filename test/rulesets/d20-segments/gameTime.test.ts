import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { finishingRound, ROUND_SECONDS, SEGMENT_SECONDS, TURN_SECONDS } from "../../../src/rulesets/d20-segments/gameTime";

describe("game time", () => {
  it("makes a turn ten minutes: 40 rounds and 100 segments, not the source's 'every fourth round'", () => {
    expect(TURN_SECONDS / ROUND_SECONDS).toBe(40);
    expect(TURN_SECONDS / SEGMENT_SECONDS).toBe(100);
    expect(60 / ROUND_SECONDS).toBe(4);
    expect(60 / SEGMENT_SECONDS).toBe(10);
  });

  it("finishes a task measured in segments in the round its time reaches", () => {
    expect(finishingRound(0, 1)).toBe(1);
    expect(finishingRound(0, 2)).toBe(1);
    expect(finishingRound(0, 3)).toBe(2);
    expect(finishingRound(15, 5)).toBe(3);
    expect(finishingRound(0, 100)).toBe(40);
  });

  it("never finishes a task before it begins, nor later than the round its last segment ends in", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 1, max: 200 }), (startRound, segments) => {
        const start = startRound * ROUND_SECONDS;
        const round = finishingRound(start, segments);
        expect(round).toBeGreaterThanOrEqual(startRound + 1);
        expect((round - 1) * ROUND_SECONDS).toBeLessThan(start + segments * SEGMENT_SECONDS);
        expect(round * ROUND_SECONDS).toBeGreaterThanOrEqual(start + segments * SEGMENT_SECONDS);
      }),
    );
  });
});
