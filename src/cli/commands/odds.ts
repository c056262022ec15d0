import { availableParallelism, loadavg } from "node:os";
import { summarise, type OddsSummary } from "../../engine/odds/OddsStudy";
import { tallyOnLanes } from "../OddsThreads";
import { counted } from "../counted";
import { threadsAsked, threadsFor } from "../threadsFor";
import { ProgressBar } from "../ProgressBar";
import type { LoadedScenario } from "../../engine/scenario/loadScenario";
import { namingFile, readScenario } from "../readScenario";
import { roundWord } from "../roundWord";
import type { Targeting } from "../../engine/script/Targeting";
import { warnOfScripts } from "../scriptWarningLines";
import type { Output } from "../Output";
import { escapeControls } from "../escapeControls";

/**
 * How many threads a study runs on, this one included: as asked, up to the cores and the study's
 * ranges (`threadsAsked`), or as many as pay on this machine now (`threadsFor`: its idle cores,
 * and enough trials for each).
 */
export function jobsFor(trials: number, asked: number | undefined): number {
  if (asked !== undefined) return threadsAsked(asked, trials, availableParallelism());
  return threadsFor(trials, { cores: availableParallelism(), load: loadavg()[0] ?? 0 });
}

/**
 * Many fights of one scenario. Trial n throws its own dice (`SeededGenerator.forTrial`), so the
 * study is the same whether it runs here alone or spread over `jobs` threads.
 */
export async function runOdds(
  loaded: LoadedScenario,
  trials: number,
  seedFlag: number | undefined,
  jobs: number,
  onProgress?: (done: number) => void,
): Promise<OddsSummary> {
  const seed = seedFlag ?? loaded.scenario.seed;
  return summarise(loaded.scenario.combatants, seed, await tallyOnLanes(loaded, seed, trials, jobs, onProgress));
}

const percent = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** The study's figures as lines a person reads; fight lengths count `round`s, the rule set's word for one (a Turn where a round is made of Phases). */
export function formatOdds(summary: OddsSummary, round: "round" | "Turn" = "round"): string[] {
  // Escaped before the columns are measured, so a name with a control character in it keeps them straight.
  const rows = [...summary.sides.map((s) => ({ label: escapeControls(s.side), rate: s })), { label: "(no winner)", rate: summary.noWinner }];
  const combatants = summary.combatants.map((c) => ({ ...c, name: escapeControls(c.name), side: escapeControls(c.side) }));
  const width = Math.max(6, ...rows.map((r) => r.label.length));
  const nameWidth = Math.max(19, ...combatants.map((c) => c.name.length + c.side.length + 3));
  const r = summary.rounds;
  return [
    `${counted(summary.trials, "fight")}, seed ${summary.seed}`,
    "",
    `${"side".padEnd(width)}  ${"wins".padStart(7)}  ${"win rate".padStart(8)}  95% interval`,
    ...rows.map(
      ({ label, rate }) =>
        `${label.padEnd(width)}  ${String(rate.wins).padStart(7)}  ${percent(rate.rate).padStart(8)}  ${percent(rate.low)} – ${percent(rate.high)}`,
    ),
    "",
    `${"standing at the end".padEnd(nameWidth)}  ${"chance".padStart(8)}  95% interval`,
    ...combatants.map((c) => `${`${c.name} (${c.side})`.padEnd(nameWidth)}  ${percent(c.rate).padStart(8)}  ${percent(c.low)} – ${percent(c.high)}`),
    "",
    `fights by length: ${summary.lengths.map((length) => `${counted(length.rounds, round)} ${length.fights}`).join(", ")}`,
    `${round}s: mean ${r.mean.toFixed(2)}, sd ${r.sd.toFixed(2)}, min ${r.min}, median ${r.median}, max ${r.max}`,
  ];
}

export async function odds(
  file: string,
  trials: number,
  seedFlag: number | undefined,
  jobs: number | undefined,
  json: boolean,
  output: Output,
  progress: (text: string) => void,
  targeting?: Targeting,
): Promise<void> {
  const loaded = readScenario(file, seedFlag, targeting, output.input);
  // Before the progress bar, which redraws its own line of stderr.
  warnOfScripts(file, loaded, output);
  const bar = output.interactive ? new ProgressBar(trials, progress) : null;
  let summary: OddsSummary;
  try {
    summary = await runOdds(loaded, trials, seedFlag, jobsFor(trials, jobs), bar === null ? undefined : (done) => bar.update(done));
  } catch (error) {
    throw namingFile(file, error);
  } finally {
    bar?.finish();
  }
  if (json) output.out(JSON.stringify(summary));
  else for (const line of formatOdds(summary, roundWord(loaded.scenario.ruleset))) output.out(line);
}
