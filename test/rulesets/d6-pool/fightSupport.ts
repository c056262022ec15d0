import { readFileSync } from "node:fs";
import { ForcedFaces } from "../../../src/engine/dice/ForcedFaces";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";
import type { CombatEvent } from "../../../src/engine/events";
import { bindRuleSet } from "../../../src/engine/fight/BoundRuleSet";
import { loadScenario, type RuleSetDirectory } from "../../../src/engine/scenario/loadScenario";
import { d6PoolRuntime } from "../../../src/rulesets/d6-pool/runtime";

const D6_POOL = bindRuleSet(d6PoolRuntime);
export const D6_DIRECTORY: RuleSetDirectory = { known: ["d6-pool"], find: (id) => (id === "d6-pool" ? D6_POOL : undefined) };

export function d6Example(name: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(readFileSync(new URL(`../../../examples/d6-pool/${name}.json`, import.meta.url), "utf8"));
  if (typeof parsed !== "object" || parsed === null) throw new Error(`${name} is not a scenario`);
  return { ...parsed };
}

/** One fight of a scenario, its whole log: forced dice first (the scenario's own unless given), then the seed. */
export function d6Fight(scenario: unknown, seed = 1, dice?: readonly number[]): readonly CombatEvent[] {
  const loaded = loadScenario(scenario, D6_DIRECTORY);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  const { ruleset, combatants, options, scenario: s } = loaded.value;
  return ruleset.prepare(combatants, options)(new ForcedFaces(dice ?? s.dice, new SeededFaces(seed)), { maxRounds: s.maxRounds, log: true }).events;
}
