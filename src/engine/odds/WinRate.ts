/**
 * A side's share of wins with a 95% Wilson score interval: honest at 0% and 100% and with few
 * trials, where the textbook normal interval says nonsense like "100% ± 0".
 */
export interface WinRate {
  readonly wins: number;
  readonly trials: number;
  readonly rate: number;
  readonly low: number;
  readonly high: number;
}

const Z95 = 1.959963984540054;

export function winRate(wins: number, trials: number): WinRate {
  if (trials <= 0) return { wins, trials, rate: 0, low: 0, high: 0 };
  const p = wins / trials;
  const z2 = Z95 * Z95;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (Z95 * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  // At 0 and at all wins the bound is exactly 0 or 1; floating point would leave a hair off it.
  const low = wins === 0 ? 0 : Math.max(0, centre - half);
  const high = wins === trials ? 1 : Math.min(1, centre + half);
  return { wins, trials, rate: p, low, high };
}
