import { readFileSync } from "node:fs";
import { ForcedFaces } from "../../src/engine/dice/ForcedFaces";
import { SeededFaces } from "../../src/engine/dice/SeededFaces";
import type { CombatEvent } from "../../src/engine/events";
import { loadScenario, type RuleSetDirectory } from "../../src/engine/scenario/loadScenario";

/** A scenario of `examples/<ruleset>/`, as an object a test may spread and change. */
export function exampleScenario(ruleset: string, name: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(readFileSync(new URL(`../../examples/${ruleset}/${name}.json`, import.meta.url), "utf8"));
  if (typeof parsed !== "object" || parsed === null) throw new Error(`${ruleset}/${name} is not a scenario`);
  return { ...parsed };
}

/** One fight of a scenario, its whole log: the scenario's forced dice first (or those given), then the seed. */
export function fightLog(directory: RuleSetDirectory, scenario: unknown, seed = 1, dice?: readonly number[]): readonly CombatEvent[] {
  const loaded = loadScenario(scenario, directory);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  const { ruleset, combatants, options, scenario: s } = loaded.value;
  return ruleset.prepare(combatants, options)(new ForcedFaces(dice ?? s.dice, new SeededFaces(seed)), { maxRounds: s.maxRounds, log: true }).events;
}
