import type { OddsSummary } from "../../engine/odds/OddsStudy";
import { text, type LocalText } from "../../engine/text/LocalText";
import { describeIssue } from "../../engine/schema/FieldIssue";
import { loadScenario } from "../../engine/scenario/loadScenario";
import type { Scenario } from "../../engine/scenario/ScenarioSchema";
import type { StudiedRuleSet } from "../odds/fightScenario";
import { OddsRun, type StudyWorker } from "../odds/OddsRun";

/** As many fights as the Odds dialog offers at most; the CLI takes more, a page should not. */
export const MOST_TRIALS = 100_000;
export const DEFAULT_TRIALS = 1_000;

/** A study's size and seed, read where a module may pass anything: whole numbers in range, or the defaults. */
export function studySize(
  trials: unknown,
  seed: unknown,
  freshSeed: () => number,
): { readonly ok: true; readonly trials: number; readonly seed: number } | { readonly ok: false; readonly words: LocalText } {
  const count = trials ?? DEFAULT_TRIALS;
  if (typeof count !== "number" || !Number.isInteger(count) || count < 1 || count > MOST_TRIALS)
    return { ok: false, words: text("TURNWRIGHT.Api.Trials", { most: MOST_TRIALS }) };
  const chosen = seed ?? freshSeed();
  if (typeof chosen !== "number" || !Number.isInteger(chosen) || chosen < 0 || chosen > 4_294_967_295) return { ok: false, words: text("TURNWRIGHT.Api.Seed") };
  return { ok: true, trials: count, seed: chosen };
}

/** A scenario as the CLI would read it, for the world's rule set only (the one whose rules this world has loaded). */
export function worldScenario(
  input: unknown,
  ruleset: StudiedRuleSet,
): { readonly ok: true; readonly scenario: Scenario } | { readonly ok: false; readonly words: LocalText } {
  const loaded = loadScenario(input, { known: [ruleset.id], find: (id) => (id === ruleset.id ? ruleset.runtime : undefined) });
  if (loaded.ok) return { ok: true, scenario: loaded.value.scenario };
  const first = loaded.issues[0];
  return { ok: false, words: text("TURNWRIGHT.Odds.Unreadable", { problem: first === undefined ? "?" : describeIssue(first) }) };
}

/** Runs one study to its end in a worker, as the Odds dialog runs it; a failed worker answers its message. */
export function runStudy(
  startWorker: () => StudyWorker,
  scenario: Scenario,
  seed: number,
  trials: number,
): Promise<{ readonly ok: true; readonly summary: OddsSummary } | { readonly ok: false; readonly message: string }> {
  return new Promise((resolve) => {
    const run = new OddsRun(startWorker, (state) => {
      if (state.kind === "done") resolve({ ok: true, summary: state.summary });
      else if (state.kind === "failed") resolve({ ok: false, message: state.message });
    });
    run.start(scenario, seed, trials);
  });
}
