import type { Hex } from "./Hex";

/**
 * Every hex at most `reach` steps from `centre`, the centre included, row by row (r, then q)
 * so the order never changes. A reach of n covers 1 + 3n(n+1) hexes.
 */
export function hexesWithin(centre: Hex, reach: number): Hex[] {
  if (!Number.isInteger(reach) || reach < 0) throw new RangeError(`A reach is a whole number of hexes, 0 or more; got ${reach}`);
  const found: Hex[] = [];
  for (let dr = -reach; dr <= reach; dr += 1) {
    const from = Math.max(-reach, -dr - reach);
    const to = Math.min(reach, -dr + reach);
    for (let dq = from; dq <= to; dq += 1) found.push({ q: centre.q + dq, r: centre.r + dr });
  }
  return found;
}
