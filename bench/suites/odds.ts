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

const SCENARIO = fileURLToPath(new URL("../../examples/d100-fate/squad-4v6.json", import.meta.url));
const SEED = 4_2026;

/** The target: 10,000 fights of the 4-against-6 scenario in under 5 seconds on one core. */
export const FIGHTS_PER_SECOND_TARGET = 10_000 / 5;

function squad() {
  const loaded = loadScenario(JSON.parse(readFileSync(SCENARIO, "utf8")), RULESETS);
  if (!loaded.ok) throw new Error(`examples/d100-fate/squad-4v6.json does not load: ${JSON.stringify(loaded.issues)}`);
  return loaded.value;
}

function fights(): BenchCase {
  const { scenario, ruleset, combatants, options } = squad();
  const fight = ruleset.prepare(combatants, options);
  const generator = new SeededGenerator(SEED);
  return {
    name: "d100-fate fight, 4 against 6",
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
  title: "whole headless fights (examples/d100-fate/squad-4v6.json) against single d100 rolls",
  unit: "fights or rolls",
  // The baseline: one d100 test's roll, the unit every fight is made of.
  baseline: rolling("rollDice 1d100", D100),
  cases: [fights()],
  targets: [{ case: "d100-fate fight, 4 against 6", minPerSecond: FIGHTS_PER_SECOND_TARGET, why: "10,000 fights in under 5 s on one core" }],
};

export default suite;
