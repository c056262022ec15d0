/** How many fights lasted a number of rounds (or Turns, or passes: the rule set's own unit). */
export interface FightLength {
  readonly rounds: number;
  readonly fights: number;
}

/** How long fights last: mean, standard deviation, and the spread from shortest to longest. */
export interface RoundStats {
  readonly mean: number;
  readonly sd: number;
  readonly min: number;
  readonly median: number;
  readonly max: number;
}

/** A histogram from counts kept by length, shortest first, with no empty bar. */
export function fightLengths(counts: Readonly<Record<string, number>>): FightLength[] {
  return Object.entries(counts)
    .map(([rounds, fights]) => ({ rounds: Number(rounds), fights }))
    .filter((length) => length.fights > 0)
    .sort((a, b) => a.rounds - b.rounds);
}

/**
 * The statistics of fight length, read from the histogram rather than from every fight's
 * length: a study of ten million fights keeps a few dozen bars, not ten million numbers.
 */
export function roundStats(lengths: readonly FightLength[]): RoundStats {
  const fights = lengths.reduce((sum, length) => sum + length.fights, 0);
  const first = lengths[0];
  const last = lengths[lengths.length - 1];
  if (fights === 0 || first === undefined || last === undefined) return { mean: 0, sd: 0, min: 0, median: 0, max: 0 };
  const mean = lengths.reduce((sum, length) => sum + length.rounds * length.fights, 0) / fights;
  const squares = lengths.reduce((sum, length) => sum + length.fights * (length.rounds - mean) ** 2, 0);
  const sd = fights > 1 ? Math.sqrt(squares / (fights - 1)) : 0;
  // The median of an even count is the mean of the two middle fights, which may sit in two bars.
  const lower = nthShortest(lengths, Math.floor((fights - 1) / 2));
  const upper = nthShortest(lengths, Math.floor(fights / 2));
  return { mean, sd, min: first.rounds, median: (lower + upper) / 2, max: last.rounds };
}

/** The length of the fight at `index` (from 0) when every fight is lined up shortest first. */
function nthShortest(lengths: readonly FightLength[], index: number): number {
  let seen = 0;
  for (const length of lengths) {
    seen += length.fights;
    if (index < seen) return length.rounds;
  }
  return lengths[lengths.length - 1]?.rounds ?? 0;
}
