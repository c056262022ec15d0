import type { Hex } from "./Hex";
import { hexDistance } from "./distance";

/** The six ways out of a hex, in a fixed order so that every list built from them is repeatable. */
export const HEX_DIRECTIONS: readonly Hex[] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
];

export function neighbours(at: Hex): Hex[] {
  return HEX_DIRECTIONS.map((d) => ({ q: at.q + d.q, r: at.r + d.r }));
}

export function areAdjacent(a: Hex, b: Hex): boolean {
  return hexDistance(a, b) === 1;
}
