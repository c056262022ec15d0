import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hexDistance } from "../../../src/rulesets/phases-3d6/hex/distance";
import type { Hex } from "../../../src/rulesets/phases-3d6/hex/Hex";
import { checkPath } from "../../../src/rulesets/phases-3d6/hex/path";
import { moveAction, pathAway, pathToward } from "../../../src/rulesets/phases-3d6/movement";

const hexArb = fc.record({ q: fc.integer({ min: -12, max: 12 }), r: fc.integer({ min: -12, max: 12 }) });

describe("moving on the map", () => {
  it("closes in along the straight line and stops within striking distance", () => {
    const path = pathToward({ q: 0, r: 0 }, { q: 5, r: 0 }, 6, 1, []);
    expect(path).toEqual([
      { q: 0, r: 0 },
      { q: 1, r: 0 },
      { q: 2, r: 0 },
      { q: 3, r: 0 },
      { q: 4, r: 0 },
    ]);
    expect(pathToward({ q: 0, r: 0 }, { q: 5, r: 0 }, 2, 1, [])).toHaveLength(3);
    // Already within reach 2: no step at all.
    expect(pathToward({ q: 0, r: 0 }, { q: 2, r: 0 }, 6, 2, [])).toEqual([{ q: 0, r: 0 }]);
  });

  it("stops short of a hex someone stands in", () => {
    expect(pathToward({ q: 0, r: 0 }, { q: 5, r: 0 }, 6, 1, [{ q: 3, r: 0 }])).toEqual([
      { q: 0, r: 0 },
      { q: 1, r: 0 },
      { q: 2, r: 0 },
    ]);
  });

  it("backs away to the first free neighbour farthest from the threat", () => {
    // From (0,0) away from (0,1): (1,-1) is the first neighbour two hexes from it.
    expect(pathAway({ q: 0, r: 0 }, { q: 0, r: 1 }, 1, [])).toEqual([
      { q: 0, r: 0 },
      { q: 1, r: -1 },
    ]);
    expect(pathAway({ q: 0, r: 0 }, { q: 0, r: 1 }, 1, [{ q: 1, r: -1 }])).toEqual([
      { q: 0, r: 0 },
      { q: 0, r: -1 },
    ]);
  });

  it("names how far each movement goes and whether it provokes by leaving", () => {
    expect(moveAction("halfMove")?.hexes(7)).toBe(3);
    expect(moveAction("fullMove")?.hexes(7)).toBe(7);
    expect(moveAction("crawl")?.hexes(7)).toBe(1);
    expect(moveAction("noncombatMove")?.hexes(7)).toBe(14);
    expect(moveAction("step")).toMatchObject({ manner: "step", heading: "away" });
    expect(moveAction("withdraw")).toMatchObject({ manner: "withdraw", heading: "away" });
    expect(moveAction("strike")).toBeUndefined();
  });

  it("a path toward is connected, no longer than allowed, and never ends nearer than asked unless it began there", () => {
    fc.assert(
      fc.property(hexArb, hexArb, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 3 }), (from: Hex, goal: Hex, hexes, within) => {
        const path = pathToward(from, goal, hexes, within, []);
        expect(checkPath(path).ok).toBe(true);
        expect(path.length - 1).toBeLessThanOrEqual(hexes);
        const end = path[path.length - 1] ?? from;
        expect(hexDistance(end, goal)).toBe(Math.max(Math.min(hexDistance(from, goal), within), hexDistance(from, goal) - hexes));
      }),
      { seed: 3116, numRuns: 300 },
    );
  });

  it("every step of a path away gains a hex of distance", () => {
    fc.assert(
      fc.property(hexArb, hexArb, fc.integer({ min: 0, max: 8 }), (from: Hex, threat: Hex, hexes) => {
        const path = pathAway(from, threat, hexes, [threat]);
        expect(checkPath(path).ok).toBe(true);
        expect(path.length - 1).toBe(hexes);
        path.slice(1).forEach((at, index) => {
          const before = path[index] ?? from;
          expect(hexDistance(at, threat)).toBe(hexDistance(before, threat) + 1);
        });
      }),
      { seed: 3117, numRuns: 300 },
    );
  });
});
