/**
 * One hex of the battle map in axial coordinates: `q` runs along a row, `r` down the rows, and
 * the third cube coordinate is implied as −q−r. Plain data, so it travels in scenarios, combat
 * state and chat cards unchanged. The same two numbers are Foundry's hexagonal cube `q` and `r`.
 */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

export function hex(q: number, r: number): Hex {
  return { q, r };
}

export function sameHex(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

/** A text key for sets and maps of hexes ("3,-1"). */
export function hexKey(at: Hex): string {
  return `${at.q},${at.r}`;
}
