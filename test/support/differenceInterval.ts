/**
 * Intervals for a difference of two win rates, for tests that compare two studies of the same
 * fight. Newcombe's hybrid score interval (R. G. Newcombe, "Interval estimation for the
 * difference between independent proportions: comparison of eleven methods", Statistics in
 * Medicine 17, 1998, method 10): each rate's Wilson score interval, combined. Unlike the
 * textbook normal interval it stays honest near 0% and 100%, where a side that nearly always
 * wins would otherwise get an interval of nothing.
 */

/** The two-sided z of a 99.9% interval: the normal quantile at 0.9995. */
export const Z_999 = 3.2905267314919255;

/** The Wilson score interval of `wins` in `trials` at `z`. */
export function wilson(wins: number, trials: number, z: number): { readonly low: number; readonly high: number } {
  const p = wins / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** The interval of `winsA / trialsA − winsB / trialsB` at `z` (Newcombe's method 10). */
export function differenceInterval(winsA: number, trialsA: number, winsB: number, trialsB: number, z: number): { readonly low: number; readonly high: number } {
  const a = winsA / trialsA;
  const b = winsB / trialsB;
  const wa = wilson(winsA, trialsA, z);
  const wb = wilson(winsB, trialsB, z);
  const difference = a - b;
  return {
    low: difference - Math.sqrt((a - wa.low) ** 2 + (wb.high - b) ** 2),
    high: difference + Math.sqrt((wa.high - a) ** 2 + (b - wb.low) ** 2),
  };
}
