import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { hexDistance } from "../../../../src/rulesets/phases-3d6/hex/distance";
import { hex } from "../../../../src/rulesets/phases-3d6/hex/Hex";
import { HEX_LAYOUTS, hexLayoutOf, hexToOffset, offsetToHex, type HexLayout, type OffsetHex } from "../../../../src/rulesets/phases-3d6/hex/offset";
import { anyHex } from "./arbitraries";

const anyOffset: fc.Arbitrary<OffsetHex> = fc.record({ i: fc.integer({ min: -500, max: 500 }), j: fc.integer({ min: -500, max: 500 }) });

function distanceIn(layout: HexLayout, a: OffsetHex, b: OffsetHex): number {
  return hexDistance(offsetToHex(a, layout), offsetToHex(b, layout));
}

describe("offset coordinates of Foundry's hex grids", () => {
  it("knows the four hex layouts of a map, and no hexes on square and gridless maps", () => {
    for (const layout of HEX_LAYOUTS) expect(hexLayoutOf(layout)).toBe(layout);
    expect(hexLayoutOf("gridless")).toBeUndefined();
    expect(hexLayoutOf("square")).toBeUndefined();
  });

  it("row and column 0 is the axial origin in every layout", () => {
    for (const layout of HEX_LAYOUTS) expect(offsetToHex({ i: 0, j: 0 }, layout)).toEqual(hex(0, 0));
  });

  it("odd-r pushes odd rows right: row 1, column 0 touches columns 0 and 1 of row 0", () => {
    expect(distanceIn("odd-r", { i: 1, j: 0 }, { i: 0, j: 0 })).toBe(1);
    expect(distanceIn("odd-r", { i: 1, j: 0 }, { i: 0, j: 1 })).toBe(1);
    expect(distanceIn("odd-r", { i: 1, j: 1 }, { i: 0, j: 0 })).toBe(2);
    expect(offsetToHex({ i: 3, j: 2 }, "odd-r")).toEqual(hex(1, 3));
  });

  it("even-r pushes even rows right: row 1, column 1 touches columns 0 and 1 of row 0", () => {
    expect(distanceIn("even-r", { i: 1, j: 1 }, { i: 0, j: 0 })).toBe(1);
    expect(distanceIn("even-r", { i: 1, j: 1 }, { i: 0, j: 1 })).toBe(1);
    expect(distanceIn("even-r", { i: 1, j: 0 }, { i: 0, j: 1 })).toBe(2);
    expect(offsetToHex({ i: 3, j: 2 }, "even-r")).toEqual(hex(0, 3));
  });

  it("odd-q pushes odd columns down: column 1, row 0 touches rows 0 and 1 of column 0", () => {
    expect(distanceIn("odd-q", { i: 0, j: 1 }, { i: 0, j: 0 })).toBe(1);
    expect(distanceIn("odd-q", { i: 0, j: 1 }, { i: 1, j: 0 })).toBe(1);
    expect(distanceIn("odd-q", { i: 1, j: 1 }, { i: 0, j: 0 })).toBe(2);
    expect(offsetToHex({ i: 2, j: 3 }, "odd-q")).toEqual(hex(3, 1));
  });

  it("even-q pushes even columns down: column 1, row 1 touches rows 0 and 1 of column 0", () => {
    expect(distanceIn("even-q", { i: 1, j: 1 }, { i: 0, j: 0 })).toBe(1);
    expect(distanceIn("even-q", { i: 1, j: 1 }, { i: 1, j: 0 })).toBe(1);
    expect(distanceIn("even-q", { i: 0, j: 1 }, { i: 1, j: 0 })).toBe(2);
    expect(offsetToHex({ i: 2, j: 3 }, "even-q")).toEqual(hex(3, 0));
  });

  it("converts both ways without loss, negative rows and columns included", () => {
    fc.assert(
      fc.property(anyHex, anyOffset, fc.constantFrom(...HEX_LAYOUTS), (axial, offset, layout) => {
        expect(offsetToHex(hexToOffset(axial, layout), layout)).toEqual(axial);
        expect(hexToOffset(offsetToHex(offset, layout), layout)).toEqual(offset);
      }),
      { seed: 3631, numRuns: 400 },
    );
  });

  it("every offset hex has exactly six neighbours among the eight around it in its grid", () => {
    fc.assert(
      fc.property(anyOffset, fc.constantFrom(...HEX_LAYOUTS), (centre, layout) => {
        let adjacent = 0;
        for (let di = -1; di <= 1; di += 1) {
          for (let dj = -1; dj <= 1; dj += 1) {
            if (di === 0 && dj === 0) continue;
            if (distanceIn(layout, centre, { i: centre.i + di, j: centre.j + dj }) === 1) adjacent += 1;
          }
        }
        expect(adjacent).toBe(6);
      }),
      { seed: 3632, numRuns: 200 },
    );
  });
});
