import type { BoundRuleSet } from "../fight/BoundRuleSet";
import type { RuleSetDirectory } from "./loadScenario";

/** A directory of one rule set: a scenario of any other is refused, naming the one it knows. */
export function oneRuleSet<R extends BoundRuleSet>(ruleset: R): RuleSetDirectory<R> {
  return { known: [ruleset.id], find: (id) => (id === ruleset.id ? ruleset : undefined) };
}
