/** How long fights last: mean, standard deviation, and the spread from shortest to longest. */
export interface RoundStats {
  readonly mean: number;
  readonly sd: number;
  readonly min: number;
  readonly median: number;
  readonly max: number;
}

export function roundStats(rounds: readonly number[]): RoundStats {
  if (rounds.length === 0) return { mean: 0, sd: 0, min: 0, median: 0, max: 0 };
  const sorted = [...rounds].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, r) => sum + r, 0) / sorted.length;
  const variance = sorted.length > 1 ? sorted.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (sorted.length - 1) : 0;
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { mean, sd: Math.sqrt(variance), min: sorted[0] ?? 0, median, max: sorted[sorted.length - 1] ?? 0 };
}
