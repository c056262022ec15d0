import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { roundStats } from "../../src/cli/RoundStats";
import { winRate } from "../../src/cli/WinRate";

describe("odds statistics", () => {
  it("gives the Wilson interval's published figures", () => {
    // 81 wins of 263: 30.8%, interval 25.5% to 36.6% (the textbook worked example)
    const rate = winRate(81, 263);
    expect(rate.rate).toBeCloseTo(0.308, 3);
    expect(rate.low).toBeCloseTo(0.255, 3);
    expect(rate.high).toBeCloseTo(0.366, 3);
  });

  it("keeps the interval inside 0..1 around the rate, also at the edges", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }).chain((n) => fc.tuple(fc.integer({ min: 0, max: n }), fc.constant(n))), ([wins, trials]) => {
        const r = winRate(wins, trials);
        expect(r.low).toBeGreaterThanOrEqual(0);
        expect(r.high).toBeLessThanOrEqual(1);
        expect(r.low).toBeLessThanOrEqual(r.rate + 1e-12);
        expect(r.high).toBeGreaterThanOrEqual(r.rate - 1e-12);
      }),
      { seed: 17 },
    );
    expect(winRate(10, 10).high).toBe(1);
    expect(winRate(10, 10).low).toBeLessThan(1);
  });

  it("summarises fight lengths", () => {
    expect(roundStats([3, 1, 2, 6])).toEqual({ mean: 3, sd: Math.sqrt(14 / 3), min: 1, median: 2.5, max: 6 });
    expect(roundStats([])).toMatchObject({ mean: 0, max: 0 });
  });
});
