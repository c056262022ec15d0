import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hexDistance } from "../../../src/rulesets/phases-3d6/hex/distance";
import type { Hex } from "../../../src/rulesets/phases-3d6/hex/Hex";
import { checkPath, straightPath } from "../../../src/rulesets/phases-3d6/hex/path";
import { neighbours } from "../../../src/rulesets/phases-3d6/hex/neighbours";
import { inTheWay, moveAction, pathAway, pathToward } from "../../../src/rulesets/phases-3d6/movement";

const hexArb = fc.record({ q: fc.integer({ min: -12, max: 12 }), r: fc.integer({ min: -12, max: 12 }) });

/** Steps of the shortest way over free hexes to a hex within `within` of `goal`, by a breadth-first search of a board wide enough to go round anything: null when there is none. */
function shortestFreeWay(from: Hex, goal: Hex, within: number, taken: ReadonlySet<string>): number | null {
  const seen = new Set([`${from.q},${from.r}`]);
  let ring: Hex[] = [from];
  for (let steps = 0; ring.length > 0 && steps <= 60; steps += 1) {
    if (ring.some((at) => hexDistance(at, goal) <= within)) return steps;
    const next: Hex[] = [];
    for (const at of ring) {
      for (const n of neighbours(at)) {
        const key = `${n.q},${n.r}`;
        if (seen.has(key) || taken.has(key) || Math.abs(n.q) > 30 || Math.abs(n.r) > 30) continue;
        seen.add(key);
        next.push(n);
      }
    }
    ring = next;
  }
  return null;
}

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

  it("stops short of an enemy standing in the way: the nearer one to face", () => {
    expect(pathToward({ q: 0, r: 0 }, { q: 5, r: 0 }, 6, 1, [{ q: 3, r: 0 }])).toEqual([
      { q: 0, r: 0 },
      { q: 1, r: 0 },
      { q: 2, r: 0 },
    ]);
  });

  it("goes round an ally in the way by the shortest free way, and stops within striking distance", () => {
    const path = pathToward({ q: 0, r: 0 }, { q: 5, r: 0 }, 6, 1, [], [{ q: 3, r: 0 }]);
    // Four steps along the line were it free; one more to go round the one standing on it.
    expect(path).toHaveLength(6);
    expect(path.map((at) => `${at.q},${at.r}`)).not.toContain("3,0");
    expect(hexDistance(path[path.length - 1] ?? { q: 0, r: 0 }, { q: 5, r: 0 })).toBe(1);
    expect(checkPath(path).ok).toBe(true);
  });

  it("goes as near as a free way leads where none gets within reach, and names who stands in the way", () => {
    const goal = { q: 5, r: 0 };
    // Everyone round the goal: no free hex within reach 1 of it.
    const ring = [
      { q: 6, r: 0 },
      { q: 6, r: -1 },
      { q: 5, r: -1 },
      { q: 4, r: 0 },
      { q: 4, r: 1 },
      { q: 5, r: 1 },
    ];
    const path = pathToward({ q: 0, r: 0 }, goal, 6, 1, [], ring);
    expect(path[path.length - 1]).toEqual({ q: 3, r: 0 });
    const standing = ring.map((at, index) => ({ id: `r${index}`, at }));
    expect(inTheWay({ q: 3, r: 0 }, goal, 1, standing).map((other) => other.id)).toEqual(["r3"]);
    // Already as near as it gets: nowhere to go.
    expect(pathToward({ q: 3, r: 0 }, goal, 6, 1, [], ring)).toEqual([{ q: 3, r: 0 }]);
  });

  it("takes the first steps toward a goal however far off, without walking the whole line", () => {
    expect(straightPath({ q: -100_000, r: 0 }, { q: 100_000, r: 0 }, 6)).toHaveLength(7);
    const round = pathToward({ q: -100_000, r: 0 }, { q: 100_000, r: 0 }, 6, 1, [], [{ q: -99_999, r: 0 }]);
    expect(round).toHaveLength(7);
    expect(checkPath(round).ok).toBe(true);
  });

  it("a path toward, among allies standing, is connected, steps on nobody and is as short as the shortest free way (a search of the whole board)", () => {
    const board = fc.uniqueArray(hexArb, { maxLength: 40, selector: (at) => `${at.q},${at.r}` });
    fc.assert(
      fc.property(hexArb, hexArb, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 3 }), board, (from: Hex, goal: Hex, hexes, within, others) => {
        const occupied = others.filter((at) => !(at.q === from.q && at.r === from.r));
        const taken = new Set(occupied.map((at) => `${at.q},${at.r}`));
        const path = pathToward(from, goal, hexes, within, [], occupied);
        expect(checkPath(path).ok).toBe(true);
        expect(path.length - 1).toBeLessThanOrEqual(hexes);
        expect(path.slice(1).some((at) => taken.has(`${at.q},${at.r}`))).toBe(false);
        const shortest = shortestFreeWay(from, goal, within, taken);
        const end = path[path.length - 1] ?? from;
        if (shortest !== null && shortest <= hexes) {
          expect(hexDistance(end, goal)).toBeLessThanOrEqual(within);
          expect(path.length - 1).toBe(shortest);
        }
      }),
      { seed: 3118, numRuns: 300 },
    );
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
