import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ForcedFaces } from "../../src/engine/dice/ForcedFaces";
import { SeededFaces } from "../../src/engine/dice/SeededFaces";
import { SeededGenerator } from "../../src/engine/random/SeededGenerator";
import { loadScenario } from "../../src/engine/scenario/loadScenario";
import { RULESETS } from "../../src/rulesets/registry";
import { D100 } from "../../src/rulesets/d100-fate/D100Test";
import type { BenchCase, BenchSuite } from "../harness";
import { rolling } from "./dice";

/** Each rule set's 4-against-6 squad, the scenario its `odds` target is measured on. */
const SQUADS = ["d100-fate", "phases-3d6", "d6-pool", "d20-segments", "action-points"] as const;
const SEED = 4_2026;

/** Every squad's floor: 10,000 fights of the 4-against-6 scenario in under 5 seconds on one core. */
export const FIGHTS_PER_SECOND_TARGET = 10_000 / 5;

/** d100-fate's own: the rule set whose fights cost most once had to reach 5,000 a second on one core. */
const D100_TARGET = 5_000;

function squad(id: string) {
  const file = fileURLToPath(new URL(`../../examples/${id}/squad-4v6.json`, import.meta.url));
  const loaded = loadScenario(JSON.parse(readFileSync(file, "utf8")), RULESETS);
  if (!loaded.ok) throw new Error(`examples/${id}/squad-4v6.json does not load: ${JSON.stringify(loaded.issues)}`);
  return loaded.value;
}

const caseName = (id: string) => `${id} fight, 4 against 6`;

function fights(id: string): BenchCase {
  const { scenario, ruleset, combatants, options } = squad(id);
  const fight = ruleset.prepare(combatants, options);
  const generator = new SeededGenerator(SEED);
  return {
    name: caseName(id),
    unitsPerIteration: 1,
    run(iterations) {
      let rounds = 0;
      for (let i = 0; i < iterations; i++) {
        rounds += fight(new ForcedFaces(scenario.dice, new SeededFaces(generator)), { maxRounds: scenario.maxRounds, log: false }).rounds;
      }
      return rounds;
    },
  };
}

/** What `turnwright odds` does per trial, against the single roll it is made of. */
const suite: BenchSuite = {
  name: "odds",
  title: "whole headless fights (each rule set's examples/<id>/squad-4v6.json) against single d100 rolls",
  unit: "fights or rolls",
  // The baseline: one d100 test's roll, the unit every fight is made of.
  baseline: rolling("rollDice 1d100", D100),
  cases: SQUADS.map(fights),
  targets: SQUADS.map((id) =>
    id === "d100-fate"
      ? { case: caseName(id), minPerSecond: D100_TARGET, why: "5,000 fights a second on one core" }
      : { case: caseName(id), minPerSecond: FIGHTS_PER_SECOND_TARGET, why: "10,000 fights in under 5 s on one core" },
  ),
};

export default suite;
