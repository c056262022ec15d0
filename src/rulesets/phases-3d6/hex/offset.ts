import type { Hex } from "./Hex";

/**
 * Offset coordinates as Foundry's hexagonal grids name them: `i` is the row, `j` the column.
 * A layout says which rows (pointy-topped, "-r") or columns (flat-topped, "-q") are pushed half
 * a hex along, the odd ones or the even ones.
 */
export interface OffsetHex {
  readonly i: number;
  readonly j: number;
}

export const HEX_LAYOUTS = ["odd-r", "even-r", "odd-q", "even-q"] as const;
export type HexLayout = (typeof HEX_LAYOUTS)[number];

/**
 * Foundry v13's `CONST.GRID_TYPES` value for each layout: HEXODDR 2, HEXEVENR 3, HEXODDQ 4,
 * HEXEVENQ 5. Written out here because this folder may not read Foundry's constants.
 */
export const FOUNDRY_GRID_TYPE: Readonly<Record<HexLayout, number>> = { "odd-r": 2, "even-r": 3, "odd-q": 4, "even-q": 5 };

/** The layout of a Foundry grid type, or undefined for square and gridless scenes. */
export function layoutOfGridType(gridType: number): HexLayout | undefined {
  return HEX_LAYOUTS.find((layout) => FOUNDRY_GRID_TYPE[layout] === gridType);
}

export function offsetToHex(offset: OffsetHex, layout: HexLayout): Hex {
  const shift = layout.startsWith("even") ? 1 : -1;
  if (layout.endsWith("-q")) {
    const q = offset.j;
    return { q: q + 0, r: offset.i - half(q, shift) + 0 };
  }
  const r = offset.i;
  return { q: offset.j - half(r, shift) + 0, r: r + 0 };
}

export function hexToOffset(at: Hex, layout: HexLayout): OffsetHex {
  const shift = layout.startsWith("even") ? 1 : -1;
  if (layout.endsWith("-q")) return { i: at.r + half(at.q, shift) + 0, j: at.q + 0 };
  return { i: at.r + 0, j: at.q + half(at.r, shift) + 0 };
}

/**
 * How far a shifted row (or column) number moves the other coordinate: (n ± parity) / 2, which
 * is always a whole number, so negative rows divide exactly too.
 */
function half(n: number, shift: 1 | -1): number {
  const parity = Math.abs(n % 2);
  return (n + shift * parity) / 2;
}
