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

type Squad = (typeof SQUADS)[number];

/**
 * Each squad's floor, as its fights a second over the single d100 rolls a second of the same run
 * (a ratio, so that it holds on any machine, loaded or not): half the least ratio of three runs
 * on 2026-12-07, timed by CPU time on a 2-core machine shared with other work (load 15 to 17),
 * once the fights were made faster (docs/benchmarks.md). Between those runs a squad's ratio moved
 * by up to a quarter, never by half: a change that makes a squad's fights more than twice as
 * dear fails it, a busy machine does not. `npm run bench -- --suite odds --strict` exits 1 then;
 * the CI does not run it.
 */
const MIN_RATIOS: Readonly<Record<Squad, number>> = {
  "d100-fate": 4.1e-5,
  "phases-3d6": 5.5e-5,
  "d6-pool": 3.5e-5,
  "d20-segments": 6.0e-5,
  "action-points": 2.8e-5,
};

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
  targets: SQUADS.map((id) => ({ case: caseName(id), minRatio: MIN_RATIOS[id] })),
};

export default suite;
