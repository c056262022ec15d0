import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { gridLayoutOf } from "../../../../src/foundry/canvas/map/gridLayout";

/**
 * Core's grid types as v13's common/constants.mjs `GRID_TYPES` declares them (unchanged in
 * v14): the only part of `CONST` the map side reads.
 */
const GRID_TYPES = Object.freeze({ GRIDLESS: 0, SQUARE: 1, HEXODDR: 2, HEXEVENR: 3, HEXODDQ: 4, HEXEVENQ: 5 });

describe("a scene's grid type, read into a layout the rules know", () => {
  beforeEach(() => vi.stubGlobal("CONST", { GRID_TYPES }));
  afterEach(() => vi.unstubAllGlobals());

  it("names each of Foundry's grid types", () => {
    expect(gridLayoutOf(GRID_TYPES.HEXODDR)).toBe("odd-r");
    expect(gridLayoutOf(GRID_TYPES.HEXEVENR)).toBe("even-r");
    expect(gridLayoutOf(GRID_TYPES.HEXODDQ)).toBe("odd-q");
    expect(gridLayoutOf(GRID_TYPES.HEXEVENQ)).toBe("even-q");
    expect(gridLayoutOf(GRID_TYPES.SQUARE)).toBe("square");
    expect(gridLayoutOf(GRID_TYPES.GRIDLESS)).toBe("gridless");
  });

  it("takes a grid type it does not know for no grid: no hexes to threaten", () => {
    expect(gridLayoutOf(9)).toBe("gridless");
  });
});
