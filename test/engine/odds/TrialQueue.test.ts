import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TrialRange } from "../../../src/engine/odds/OddsStudy";
import { LARGEST_RANGE, SMALLEST_RANGE, TrialQueue } from "../../../src/engine/odds/TrialQueue";

function drain(queue: TrialQueue): TrialRange[] {
  const ranges: TrialRange[] = [];
  for (let range = queue.take(); range !== null; range = queue.take()) ranges.push(range);
  return ranges;
}

describe("the queue of a study's trials", () => {
  it("hands out every trial once, in order, in ranges no smaller or larger than allowed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 1, max: 64 }), (trials, lanes) => {
        const queue = new TrialQueue(trials, lanes);
        const ranges = drain(queue);
        let next = 0;
        for (const [index, range] of ranges.entries()) {
          expect(range.first).toBe(next);
          expect(range.count).toBeGreaterThan(0);
          expect(range.count).toBeLessThanOrEqual(LARGEST_RANGE);
          if (index < ranges.length - 1) expect(range.count).toBeGreaterThanOrEqual(SMALLEST_RANGE);
          next += range.count;
        }
        expect(next).toBe(trials);
        expect(queue.empty).toBe(true);
        expect(queue.take()).toBeNull();
      }),
      { seed: 5 },
    );
  });

  it("hands out smaller ranges as the study nears its end, so the lanes finish together", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 1, max: 64 }), (trials, lanes) => {
        const counts = drain(new TrialQueue(trials, lanes)).map((range) => range.count);
        for (let index = 1; index < counts.length - 1; index += 1) expect(counts[index]).toBeLessThanOrEqual(counts[index - 1] ?? Infinity);
      }),
      { seed: 6 },
    );
  });

  it("shares 10,000 fights on two lanes in ranges of at most a thousand, down to a hundred", () => {
    const counts = drain(new TrialQueue(10_000, 2)).map((range) => range.count);
    expect(counts.slice(0, 6)).toEqual([1000, 1000, 1000, 1000, 1000, 1000]);
    expect(counts.at(-2)).toBe(100);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(10_000);
  });
});
