import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { hexDistance } from "../../../../src/rulesets/phases-3d6/hex/distance";
import { hex, hexKey, sameHex } from "../../../../src/rulesets/phases-3d6/hex/Hex";
import { hexesWithin } from "../../../../src/rulesets/phases-3d6/hex/hexesWithin";
import { areAdjacent, neighbours } from "../../../../src/rulesets/phases-3d6/hex/neighbours";
import { anyHex } from "./arbitraries";

describe("hex distance", () => {
  it("counts steps in straight lines and around corners", () => {
    expect(hexDistance(hex(0, 0), hex(0, 0))).toBe(0);
    expect(hexDistance(hex(0, 0), hex(3, 0))).toBe(3);
    expect(hexDistance(hex(0, 0), hex(0, -4))).toBe(4);
    expect(hexDistance(hex(0, 0), hex(2, -2))).toBe(2);
    expect(hexDistance(hex(0, 0), hex(2, 1))).toBe(3);
    expect(hexDistance(hex(-1, 2), hex(2, -3))).toBe(5);
  });

  it("is symmetric, zero only for the same hex, and obeys the triangle inequality", () => {
    fc.assert(
      fc.property(anyHex, anyHex, anyHex, (a, b, c) => {
        expect(hexDistance(a, b)).toBe(hexDistance(b, a));
        expect(hexDistance(a, b) === 0).toBe(sameHex(a, b));
        expect(hexDistance(a, c)).toBeLessThanOrEqual(hexDistance(a, b) + hexDistance(b, c));
        expect(Number.isInteger(hexDistance(a, b))).toBe(true);
      }),
      { seed: 3613, numRuns: 300 },
    );
  });
});

describe("neighbours", () => {
  it("gives six different hexes, each one step away", () => {
    fc.assert(
      fc.property(anyHex, (centre) => {
        const around = neighbours(centre);
        expect(around).toHaveLength(6);
        expect(new Set(around.map(hexKey)).size).toBe(6);
        for (const next of around) {
          expect(hexDistance(centre, next)).toBe(1);
          expect(areAdjacent(centre, next)).toBe(true);
        }
      }),
      { seed: 3614, numRuns: 200 },
    );
  });

  it("a hex is not its own neighbour, nor is one two hexes away", () => {
    expect(areAdjacent(hex(0, 0), hex(0, 0))).toBe(false);
    expect(areAdjacent(hex(0, 0), hex(1, 1))).toBe(false);
    expect(neighbours(hex(0, 0)).map(hexKey)).toEqual(["1,0", "1,-1", "0,-1", "-1,0", "-1,1", "0,1"]);
  });
});

describe("hexes within a reach", () => {
  it("reach 0 is the hex itself; reach 1 adds its six neighbours", () => {
    expect(hexesWithin(hex(2, 3), 0)).toEqual([hex(2, 3)]);
    const one = hexesWithin(hex(2, 3), 1).map(hexKey).sort();
    expect(one).toEqual([hexKey(hex(2, 3)), ...neighbours(hex(2, 3)).map(hexKey)].sort());
  });

  it("holds 1 + 3n(n+1) different hexes, exactly those at distance n or less", () => {
    fc.assert(
      fc.property(anyHex, fc.integer({ min: 0, max: 8 }), (centre, reach) => {
        const area = hexesWithin(centre, reach);
        expect(area).toHaveLength(1 + 3 * reach * (reach + 1));
        expect(new Set(area.map(hexKey)).size).toBe(area.length);
        for (const h of area) expect(hexDistance(centre, h)).toBeLessThanOrEqual(reach);
        // Every hex on the ring just outside is left out.
        for (const h of hexesWithin(centre, reach + 1)) {
          if (hexDistance(centre, h) === reach + 1) expect(area.some((inside) => sameHex(inside, h))).toBe(false);
        }
      }),
      { seed: 3615, numRuns: 100 },
    );
  });

  it("refuses a negative or fractional reach", () => {
    expect(() => hexesWithin(hex(0, 0), -1)).toThrow(RangeError);
    expect(() => hexesWithin(hex(0, 0), 1.5)).toThrow(RangeError);
  });
});
