import type { GridLayout } from "../../../engine/play/MapRules";

/**
 * The layout of a scene's grid from Foundry's grid type. Core's `CONST.GRID_TYPES`
 * (common/constants.mjs in v13 and v14: GRIDLESS 0, SQUARE 1, HEXODDR 2, HEXEVENR 3, HEXODDQ 4,
 * HEXEVENQ 5) is read at the table, so the rules never hold Foundry's numbers. A type this does
 * not know is treated as gridless: nothing on it is a hex to threaten.
 */
export function gridLayoutOf(type: number): GridLayout {
  const types = CONST.GRID_TYPES;
  switch (type) {
    case types.SQUARE:
      return "square";
    case types.HEXODDR:
      return "odd-r";
    case types.HEXEVENR:
      return "even-r";
    case types.HEXODDQ:
      return "odd-q";
    case types.HEXEVENQ:
      return "even-q";
    default:
      return "gridless";
  }
}
