import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { fightLengths, roundStats } from "../../../src/engine/odds/FightLengths";
import { winRate } from "../../../src/engine/odds/WinRate";

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
      fc.property(
        fc.integer({ min: 1, max: 5000 }).chain((n) => fc.tuple(fc.integer({ min: 0, max: n }), fc.constant(n))),
        ([wins, trials]) => {
          const r = winRate(wins, trials);
          expect(r.low).toBeGreaterThanOrEqual(0);
          expect(r.high).toBeLessThanOrEqual(1);
          expect(r.low).toBeLessThanOrEqual(r.rate + 1e-12);
          expect(r.high).toBeGreaterThanOrEqual(r.rate - 1e-12);
        },
      ),
      { seed: 17 },
    );
    expect(winRate(10, 10).high).toBe(1);
    expect(winRate(10, 10).low).toBeLessThan(1);
  });

  it("summarises fight lengths from their histogram", () => {
    expect(roundStats(fightLengths({ 3: 1, 1: 1, 2: 1, 6: 1 }))).toEqual({ mean: 3, sd: Math.sqrt(14 / 3), min: 1, median: 2.5, max: 6 });
    expect(roundStats([])).toMatchObject({ mean: 0, max: 0 });
  });

  it("reads from the histogram what every fight's length would give", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 200 }), (rounds) => {
        const counts: Record<string, number> = {};
        for (const r of rounds) counts[r] = (counts[r] ?? 0) + 1;
        const sorted = [...rounds].sort((a, b) => a - b);
        const mean = rounds.reduce((sum, r) => sum + r, 0) / rounds.length;
        const middle = Math.floor(sorted.length / 2);
        const median = sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
        const stats = roundStats(fightLengths(counts));
        expect(stats.mean).toBeCloseTo(mean, 9);
        expect(stats.median).toBe(median);
        expect(stats.min).toBe(sorted[0]);
        expect(stats.max).toBe(sorted[sorted.length - 1]);
        const variance = rounds.length > 1 ? rounds.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (rounds.length - 1) : 0;
        expect(stats.sd).toBeCloseTo(Math.sqrt(variance), 9);
      }),
      { seed: 23 },
    );
  });
});
