import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { hexDistance } from "../../../../src/rulesets/phases-3d6/hex/distance";
import { hex, sameHex } from "../../../../src/rulesets/phases-3d6/hex/Hex";
import { checkPath, pathLength, pathThrough, straightPath } from "../../../../src/rulesets/phases-3d6/hex/path";
import { anyHex } from "./arbitraries";

describe("paths", () => {
  it("a straight line east passes every hex of the row", () => {
    expect(straightPath(hex(0, 0), hex(3, 0))).toEqual([hex(0, 0), hex(1, 0), hex(2, 0), hex(3, 0)]);
    expect(straightPath(hex(1, 1), hex(1, 1))).toEqual([hex(1, 1)]);
  });

  it("a straight line has distance + 1 hexes, each step to a neighbour, and ends where asked", () => {
    fc.assert(
      fc.property(anyHex, anyHex, (from, to) => {
        const path = straightPath(from, to);
        expect(path).toHaveLength(hexDistance(from, to) + 1);
        expect(pathLength(path)).toBe(hexDistance(from, to));
        expect(checkPath(path).ok).toBe(true);
        expect(sameHex(path[0] ?? hex(NaN, NaN), from)).toBe(true);
        expect(sameHex(path[path.length - 1] ?? hex(NaN, NaN), to)).toBe(true);
      }),
      { seed: 3621, numRuns: 300 },
    );
  });

  it("gives the same line for the same two hexes, even along a hex edge", () => {
    const edge = straightPath(hex(0, 0), hex(1, 1));
    expect(edge).toEqual(straightPath(hex(0, 0), hex(1, 1)));
    expect(checkPath(edge).ok).toBe(true);
    expect(edge).toHaveLength(3);
  });

  it("joins waypoints end to end without repeating the stops", () => {
    const path = pathThrough([hex(0, 0), hex(2, 0), hex(2, 2)]);
    expect(path).toEqual([hex(0, 0), hex(1, 0), hex(2, 0), hex(2, 1), hex(2, 2)]);
    expect(pathThrough([])).toEqual([]);
  });

  it("refuses an empty path and a jump, naming the step", () => {
    const empty = checkPath([]);
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(empty.refusal.code).toBe("path-empty");
    const jump = checkPath([hex(0, 0), hex(1, 0), hex(3, 0)]);
    expect(jump.ok).toBe(false);
    if (!jump.ok) expect(jump.refusal).toMatchObject({ code: "path-not-connected", data: { step: 2 } });
    const standing = checkPath([hex(0, 0), hex(0, 0)]);
    expect(standing.ok).toBe(false);
    expect(pathLength([hex(0, 0)])).toBe(0);
  });
});
