import type { ScriptWarning } from "../../src/engine/script/ScriptWarning";
import { loadScenario } from "../../src/engine/scenario/loadScenario";
import { RULESETS } from "../../src/rulesets/registry";

/** The warnings a scenario earns, read as the CLI reads it; a scenario that does not load is the test's mistake. */
export function scriptWarningsOf(scenario: unknown): ScriptWarning[] {
  const loaded = loadScenario(scenario, RULESETS);
  if (!loaded.ok) throw new Error(`the scenario does not load: ${JSON.stringify(loaded.issues)}`);
  return loaded.value.ruleset.warnings(loaded.value.combatants, loaded.value.options);
}
