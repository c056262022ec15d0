import type { GridLayout, SceneGrid } from "../../../engine/play/MapRules";

/**
 * Core's grid type for a layout (v13 common/constants.mjs `GRID_TYPES`, unchanged in v14), the
 * inverse of `gridLayoutOf`.
 */
export function gridTypeOf(layout: GridLayout): number {
  const types = CONST.GRID_TYPES;
  switch (layout) {
    case "square":
      return types.SQUARE;
    case "odd-r":
      return types.HEXODDR;
    case "even-r":
      return types.HEXEVENR;
    case "odd-q":
      return types.HEXODDQ;
    case "even-q":
      return types.HEXEVENQ;
    case "gridless":
      return types.GRIDLESS;
  }
}

/** The part of the system's package data a new scene's grid defaults are read from. */
export interface SystemGrid {
  grid: { type: number; distance: number; units: string };
}

/**
 * Makes a new scene of this world take the rule set's grid. v13's BaseScene (common/documents/
 * scene.mjs, `defineSchema`) gives a new scene's `grid.type`, `grid.distance` and `grid.units`
 * the initial values `game.system.grid.type`, `.distance` and `.units`, read when the scene is
 * made; the package data is a plain object, so setting it at `init` changes the defaults for
 * every scene made afterwards, and none made before. v14's code was not read; its declarations
 * keep the same defaults.
 */
export function useSceneGrid(system: SystemGrid, grid: SceneGrid): void {
  system.grid.type = gridTypeOf(grid.layout);
  system.grid.distance = grid.distance;
  system.grid.units = grid.units;
}
