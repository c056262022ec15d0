import { ForcedFaces } from "../../engine/dice/ForcedFaces";
import { SeededFaces } from "../../engine/dice/SeededFaces";
import { SeededGenerator } from "../../engine/random/SeededGenerator";
import { withForcedDiceChecked } from "../diceFor";
import { ProgressBar } from "../ProgressBar";
import { readScenario } from "../readScenario";
import { roundStats, type RoundStats } from "../RoundStats";
import { winRate, type WinRate } from "../WinRate";
import type { Output } from "./sim";

/** How often one combatant was still standing when a fight ended, with its 95% interval. */
export interface StandingRate {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly standing: number;
  readonly rate: number;
  readonly low: number;
  readonly high: number;
}

export interface OddsSummary {
  readonly trials: number;
  readonly seed: number;
  readonly sides: readonly ({ readonly side: string } & WinRate)[];
  readonly noWinner: WinRate;
  readonly rounds: RoundStats;
  /** How many fights lasted each number of rounds, shortest first: the histogram of fight length. */
  readonly lengths: readonly { readonly rounds: number; readonly fights: number }[];
  /** Each combatant's chance of still standing at the end, in the scenario's order. */
  readonly combatants: readonly StandingRate[];
}

/**
 * Many fights of one scenario, one seeded generator running through all of them (so a seed
 * repeats the whole study). Forced dice open every fight alike.
 */
export function runOdds(file: string, trials: number, seedFlag: number | undefined, onProgress?: (done: number) => void): OddsSummary {
  const { scenario, ruleset, combatants, options } = readScenario(file);
  const seed = seedFlag ?? scenario.seed;
  const generator = new SeededGenerator(seed);
  const wins = new Map<string, number>([...new Set(combatants.map((c) => c.entry.side))].map((side) => [side, 0]));
  const rounds: number[] = [];
  const standing = new Map<string, number>(combatants.map((c) => [c.entry.id, 0]));
  let noWinner = 0;
  const fight = ruleset.prepare(combatants, options);
  withForcedDiceChecked(() => {
    for (let trial = 0; trial < trials; trial += 1) {
      const result = fight(new ForcedFaces(scenario.dice, new SeededFaces(generator)), { maxRounds: scenario.maxRounds, log: false });
      if (result.winner === null) noWinner += 1;
      else wins.set(result.winner, (wins.get(result.winner) ?? 0) + 1);
      rounds.push(result.rounds);
      for (const id of result.standing) standing.set(id, (standing.get(id) ?? 0) + 1);
      onProgress?.(trial + 1);
    }
  });
  return {
    trials,
    seed,
    sides: [...wins.entries()].map(([side, won]) => ({ side, ...winRate(won, trials) })),
    noWinner: winRate(noWinner, trials),
    rounds: roundStats(rounds),
    lengths: lengthsOf(rounds),
    combatants: combatants.map(({ entry }) => {
      const { wins, rate, low, high } = winRate(standing.get(entry.id) ?? 0, trials);
      return { id: entry.id, name: entry.name ?? entry.id, side: entry.side, standing: wins, rate, low, high };
    }),
  };
}

/** Fights by their length in rounds, shortest first. */
function lengthsOf(rounds: readonly number[]): { readonly rounds: number; readonly fights: number }[] {
  const counts = new Map<number, number>();
  for (const length of rounds) counts.set(length, (counts.get(length) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => a - b).map(([length, fights]) => ({ rounds: length, fights }));
}

const percent = (x: number): string => `${(100 * x).toFixed(1)}%`;

export function formatOdds(summary: OddsSummary): string[] {
  const rows = [...summary.sides.map((s) => ({ label: s.side, rate: s })), { label: "(no winner)", rate: summary.noWinner }];
  const width = Math.max(6, ...rows.map((r) => r.label.length));
  const nameWidth = Math.max(19, ...summary.combatants.map((c) => c.name.length + c.side.length + 3));
  const r = summary.rounds;
  return [
    `${summary.trials} fights, seed ${summary.seed}`,
    "",
    `${"side".padEnd(width)}  ${"wins".padStart(7)}  ${"win rate".padStart(8)}  95% interval`,
    ...rows.map(({ label, rate }) => `${label.padEnd(width)}  ${String(rate.wins).padStart(7)}  ${percent(rate.rate).padStart(8)}  ${percent(rate.low)} – ${percent(rate.high)}`),
    "",
    `${"standing at the end".padEnd(nameWidth)}  ${"chance".padStart(8)}  95% interval`,
    ...summary.combatants.map((c) => `${`${c.name} (${c.side})`.padEnd(nameWidth)}  ${percent(c.rate).padStart(8)}  ${percent(c.low)} – ${percent(c.high)}`),
    "",
    `fights by length: ${summary.lengths.map((length) => `${length.rounds} rounds ${length.fights}`).join(", ")}`,
    `rounds: mean ${r.mean.toFixed(2)}, sd ${r.sd.toFixed(2)}, min ${r.min}, median ${r.median}, max ${r.max}`,
  ];
}

export function odds(file: string, trials: number, seedFlag: number | undefined, json: boolean, output: Output, progress: (text: string) => void): void {
  const bar = output.interactive ? new ProgressBar(trials, progress) : null;
  const summary = runOdds(file, trials, seedFlag, bar === null ? undefined : (done) => bar.update(done));
  bar?.finish();
  if (json) output.out(JSON.stringify(summary));
  else for (const line of formatOdds(summary)) output.out(line);
}
