import { ForcedFaces } from "../dice/ForcedFaces";
import { SeededFaces } from "../dice/SeededFaces";
import { SeededGenerator } from "../random/SeededGenerator";
import type { LoadedScenario } from "../scenario/loadScenario";
import type { Targeting } from "../script/Targeting";
import { fightLengths, roundStats, type FightLength, type RoundStats } from "./FightLengths";
import { winRate, type WinRate } from "./WinRate";
import { idRecord, idRecordOf, ownEntry } from "../idRecord";

/**
 * What a run of trials counted, as plain JSON: a worker sends it back as it is, and counts of
 * disjoint runs add up to the counts of the whole study.
 */
export interface OddsTally {
  readonly trials: number;
  /** Fights won, by side. */
  readonly wins: Readonly<Record<string, number>>;
  readonly noWinner: number;
  /** Fights by their length in rounds. */
  readonly lengths: Readonly<Record<string, number>>;
  /** Fights each combatant was still standing at the end of, by id. */
  readonly standing: Readonly<Record<string, number>>;
}

/** How often one combatant was still standing when a fight ended, with its 95% interval. */
export interface StandingRate {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  /** Fights it was still standing at the end of. */
  readonly standing: number;
  readonly rate: number;
  readonly low: number;
  readonly high: number;
}

/** A side's win rate, and how its combatants chose their targets: each targeting one of them had, in the order first had. */
export type SideRate = { readonly side: string; readonly targeting: readonly Targeting[] } & WinRate;

export interface OddsSummary {
  readonly trials: number;
  readonly seed: number;
  readonly sides: readonly SideRate[];
  readonly noWinner: WinRate;
  readonly rounds: RoundStats;
  /** How many fights lasted each number of rounds, shortest first: the histogram of fight length. */
  readonly lengths: readonly FightLength[];
  /** Each combatant's chance of still standing at the end, in the scenario's order. */
  readonly combatants: readonly StandingRate[];
}

/** A stretch of a study's trials, numbered from 0: `[first, first + count)`. */
export interface TrialRange {
  readonly first: number;
  readonly count: number;
}

/** How often a run reports progress: often enough for a smooth bar, rarely enough to cost nothing. */
export const PROGRESS_EVERY = 100;

/** The longest a run goes without reporting, in milliseconds, when its fights are long ones. */
export const PROGRESS_WAIT = 250;

/** Fights one range of a study and counts them; `onProgress` hears the trials done so far. */
export type TrialRunner = (range: TrialRange, onProgress?: (done: number) => void) => OddsTally;

/**
 * The study seeded `seed`, ready to fight any range of its trials. The scenario is prepared
 * once, so a study fought in many small ranges costs no more than one fought whole. Trial n
 * throws the scenario's forced dice, then the dice of its own generator
 * (`SeededGenerator.forTrial`), so the counts of a study are the same however its trials are
 * shared out. `onProgress` hears the trials done so far, every `PROGRESS_EVERY`, after any fight
 * that ends `PROGRESS_WAIT` or more after the last report, and at the end.
 */
export function trialsOf(loaded: LoadedScenario, seed: number): TrialRunner {
  const { scenario, ruleset, combatants, options } = loaded;
  const sides = sidesOf(combatants.map((c) => c.entry));
  const fight = ruleset.prepare(combatants, options);
  return (range, onProgress) => {
    const wins = idRecordOf<number>(sides.map((side) => [side, 0]));
    const standing = idRecordOf<number>(combatants.map((c) => [c.entry.id, 0]));
    const lengths = idRecord<number>();
    let noWinner = 0;
    let told = Date.now();
    for (let done = 0; done < range.count; done += 1) {
      const seeded = new SeededFaces(SeededGenerator.forTrial(seed, range.first + done));
      // Without forced dice every face is the generator's: no queue to ask first on every die.
      const faces = scenario.dice.length === 0 ? seeded : new ForcedFaces(scenario.dice, seeded);
      const result = fight(faces, { maxRounds: scenario.maxRounds, log: false });
      if (result.winner === null) noWinner += 1;
      else wins[result.winner] = (wins[result.winner] ?? 0) + 1;
      lengths[result.rounds] = (lengths[result.rounds] ?? 0) + 1;
      for (const id of result.standing) standing[id] = (standing[id] ?? 0) + 1;
      // Every hundred fights, and after any fight that leaves the last word a while ago: a study of
      // long fights (a thousand rounds of far-off foes) shows it is moving.
      if (onProgress === undefined) continue;
      if ((done + 1) % PROGRESS_EVERY === 0 || done + 1 === range.count || Date.now() - told >= PROGRESS_WAIT) {
        told = Date.now();
        onProgress(done + 1);
      }
    }
    return { trials: range.count, wins, noWinner, lengths, standing };
  };
}

/** Fights `range` of the study seeded `seed` (see `trialsOf`). */
export function runTrials(loaded: LoadedScenario, seed: number, range: TrialRange, onProgress?: (done: number) => void): OddsTally {
  return trialsOf(loaded, seed)(range, onProgress);
}

/** The counts of disjoint runs of one study, added. */
export function addTallies(tallies: readonly OddsTally[]): OddsTally {
  const sum = (pick: (tally: OddsTally) => Readonly<Record<string, number>>): Record<string, number> => {
    const total = idRecord<number>();
    for (const tally of tallies) for (const [key, count] of Object.entries(pick(tally))) total[key] = (total[key] ?? 0) + count;
    return total;
  };
  return {
    trials: tallies.reduce((total, tally) => total + tally.trials, 0),
    wins: sum((tally) => tally.wins),
    noWinner: tallies.reduce((total, tally) => total + tally.noWinner, 0),
    lengths: sum((tally) => tally.lengths),
    standing: sum((tally) => tally.standing),
  };
}

/** Who a study's scenario names: enough to put its counts in words, read or not. */
export interface StudyCombatant {
  readonly id: string;
  readonly name?: string | undefined;
  readonly side: string;
  /** How it chose its targets, as the scenario the study fought says. */
  readonly targeting: Targeting;
}

/**
 * The study's answer: each side's win rate and the targetings it fought by, fight length and
 * each combatant's chance of standing. It needs only the scenario's combatants, so a page that sent its scenario to a
 * worker can put the worker's counts in words without loading the scenario itself.
 */
export function summarise(combatants: readonly StudyCombatant[], seed: number, tally: OddsTally): OddsSummary {
  const lengths = fightLengths(tally.lengths);
  return {
    trials: tally.trials,
    seed,
    sides: sidesOf(combatants).map((side) => ({ side, targeting: targetingsOf(combatants, side), ...winRate(ownEntry(tally.wins, side) ?? 0, tally.trials) })),
    noWinner: winRate(tally.noWinner, tally.trials),
    rounds: roundStats(lengths),
    lengths,
    combatants: combatants.map((entry) => {
      const { wins, rate, low, high } = winRate(ownEntry(tally.standing, entry.id) ?? 0, tally.trials);
      return { id: entry.id, name: entry.name ?? entry.id, side: entry.side, standing: wins, rate, low, high };
    }),
  };
}

/** The targetings the side's combatants chose their targets by, each once, in the order they first appear. */
function targetingsOf(combatants: readonly StudyCombatant[], side: string): Targeting[] {
  return [...new Set(combatants.filter((c) => c.side === side).map((c) => c.targeting))];
}

/** The sides in the order their first combatant appears. */
function sidesOf(combatants: readonly StudyCombatant[]): string[] {
  return [...new Set(combatants.map((c) => c.side))];
}
