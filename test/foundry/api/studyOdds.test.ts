import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_TRIALS, MOST_TRIALS, runStudy, studySize, worldScenario } from "../../../src/foundry/api/studyOdds";
import { ruleSetById } from "../../../src/rulesets/registry";
import type { StudyWorker } from "../../../src/foundry/odds/OddsRun";
import { runTrials } from "../../../src/engine/odds/OddsStudy";
import { loadScenario } from "../../../src/engine/scenario/loadScenario";
import { RULESETS } from "../../../src/rulesets/registry";

const d100 = ruleSetById("d100-fate");
const duel: unknown = JSON.parse(readFileSync(new URL("../../../examples/d100-fate/duel.json", import.meta.url), "utf8"));

describe("the odds through the API", () => {
  if (d100 === undefined) throw new Error("d100-fate is not registered");

  it("takes whole numbers in range, or the defaults", () => {
    expect(studySize(undefined, undefined, () => 7)).toEqual({ ok: true, trials: DEFAULT_TRIALS, seed: 7 });
    expect(studySize(50, 3, () => 7)).toEqual({ ok: true, trials: 50, seed: 3 });
    for (const trials of [0, 1.5, MOST_TRIALS + 1, "10", Number.NaN]) expect(studySize(trials, 1, () => 7).ok).toBe(false);
    for (const seed of [-1, 2 ** 32, 0.5, "3"]) expect(studySize(10, seed, () => 7).ok).toBe(false);
  });

  it("reads a scenario as the CLI does, for the world's rule set only", () => {
    expect(worldScenario(duel, d100).ok).toBe(true);
    const other = worldScenario({ ...(duel as object), ruleset: "d20-segments" }, d100);
    expect(other.ok).toBe(false);
    expect(worldScenario({ ruleset: "d100-fate", combatants: "none" }, d100)).toMatchObject({ ok: false, words: { key: "TURNWRIGHT.Odds.Unreadable" } });
  });

  it("runs one study to its summary, as the dialog's worker answers it", async () => {
    const read = worldScenario(duel, d100);
    if (!read.ok) throw new Error("the duel does not read");
    // A worker that answers at once with the counts of the whole range, as src/cli's odds worker does.
    const worker = (): StudyWorker => {
      let hear: (data: unknown) => void = () => undefined;
      return {
        listen: (heard) => void (hear = heard),
        post: (job) =>
          queueMicrotask(() => {
            const loaded = loadScenario(job.scenario, RULESETS);
            if (loaded.ok) hear({ kind: "tally", tally: runTrials(loaded.value, job.seed, job.range) });
          }),
        stop: () => undefined,
      };
    };
    const result = await runStudy(worker, read.scenario, 5, 20);
    expect(result).toMatchObject({ ok: true, summary: { trials: 20, seed: 5 } });
  });
});
