import type { Scenario } from "./ScenarioSchema";
import type { Targeting } from "../script/Targeting";

/**
 * The scenario with each combatant choosing its targets as `targetingOf` says for its side: the
 * CLI's `--targeting` gives every side one, the Odds dialog each side the GM's choice.
 */
export function withTargeting(scenario: Scenario, targetingOf: (side: string) => Targeting): Scenario {
  return { ...scenario, combatants: scenario.combatants.map((combatant) => ({ ...combatant, targeting: targetingOf(combatant.side) })) };
}
