import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { gridLayoutOf } from "../../../../src/foundry/canvas/map/gridLayout";
import { gridTypeOf, useSceneGrid, type SystemGrid } from "../../../../src/foundry/canvas/map/sceneGrid";
import { GRID_LAYOUTS } from "../../../../src/engine/play/MapRules";
import { REGISTERED } from "../../../../src/rulesets/registry";

/** Core's grid types as v13's common/constants.mjs `GRID_TYPES` declares them (unchanged in v14). */
const GRID_TYPES = Object.freeze({ GRIDLESS: 0, SQUARE: 1, HEXODDR: 2, HEXEVENR: 3, HEXODDQ: 4, HEXEVENQ: 5 });

describe("a new scene's grid, as the world's rule set lays it out", () => {
  beforeEach(() => vi.stubGlobal("CONST", { GRID_TYPES }));
  afterEach(() => vi.unstubAllGlobals());

  it("names each layout by core's grid type, and reads it back", () => {
    for (const layout of GRID_LAYOUTS) expect(gridLayoutOf(gridTypeOf(layout))).toBe(layout);
  });

  it("gives a phases-3d6 world hexes counted in hexes, a d100-fate world metres on squares, and every rule set a grid of its own", () => {
    const defaults = Object.fromEntries(
      REGISTERED.map((ruleset) => {
        // The package data as core initialises it from system.json's `grid` (common/packages/base-system.mjs).
        const system: SystemGrid = { grid: { type: GRID_TYPES.HEXODDR, distance: 1, units: "hex" } };
        useSceneGrid(system, ruleset.play.sceneGrid);
        return [ruleset.id, system.grid];
      }),
    );
    expect(defaults).toEqual({
      "d100-fate": { type: GRID_TYPES.SQUARE, distance: 1, units: "m" },
      "phases-3d6": { type: GRID_TYPES.HEXODDR, distance: 1, units: "hex" },
      "d6-pool": { type: GRID_TYPES.SQUARE, distance: 1, units: "m" },
      "d20-segments": { type: GRID_TYPES.SQUARE, distance: 5, units: "ft" },
      "action-points": { type: GRID_TYPES.SQUARE, distance: 1, units: "yd" },
    });
  });
});
