import { readFileSync } from "node:fs";
import { ForcedFaces } from "../../../src/engine/dice/ForcedFaces";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";
import type { CombatEvent } from "../../../src/engine/events";
import { bindRuleSet } from "../../../src/engine/fight/BoundRuleSet";
import { loadScenario, type RuleSetDirectory } from "../../../src/engine/scenario/loadScenario";
import { d20SegmentsRuntime } from "../../../src/rulesets/d20-segments/runtime";

const D20_SEGMENTS = bindRuleSet(d20SegmentsRuntime);
/** d20-segments is not registered yet: its tests reach it through a directory of its own. */
export const D20_DIRECTORY: RuleSetDirectory = { known: ["d20-segments"], find: (id) => (id === "d20-segments" ? D20_SEGMENTS : undefined) };

export function d20Example(name: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(readFileSync(new URL(`../../../examples/d20-segments/${name}.json`, import.meta.url), "utf8"));
  if (typeof parsed !== "object" || parsed === null) throw new Error(`${name} is not a scenario`);
  return { ...parsed };
}

/** One fight of a scenario, its whole log: the scenario's forced dice first (or those given), then the seed. */
export function d20Fight(scenario: unknown, seed = 1, dice?: readonly number[]): readonly CombatEvent[] {
  const loaded = loadScenario(scenario, D20_DIRECTORY);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  const { ruleset, combatants, options, scenario: s } = loaded.value;
  return ruleset.prepare(combatants, options)(new ForcedFaces(dice ?? s.dice, new SeededFaces(seed)), { maxRounds: s.maxRounds, log: true }).events;
}
