import type { GridLayout } from "../../../engine/play/MapRules";
import type { Hex } from "./Hex";

/**
 * Offset coordinates of a hex map: `i` is the row, `j` the column. A layout says which rows
 * (pointy-topped, "-r") or columns (flat-topped, "-q") are pushed half a hex along, the odd
 * ones or the even ones.
 */
export interface OffsetHex {
  readonly i: number;
  readonly j: number;
}

export const HEX_LAYOUTS = ["odd-r", "even-r", "odd-q", "even-q"] as const satisfies readonly GridLayout[];
export type HexLayout = (typeof HEX_LAYOUTS)[number];

/** The hex layout of a map, or undefined for square and gridless maps. */
export function hexLayoutOf(grid: GridLayout): HexLayout | undefined {
  return HEX_LAYOUTS.find((layout) => layout === grid);
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
