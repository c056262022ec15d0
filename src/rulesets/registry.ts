import { bindRuleSet, type BoundRuleSet } from "../engine/fight/BoundRuleSet";
import type { RuleSetDirectory } from "../engine/scenario/loadScenario";
import { RULESET_IDS } from "./catalogue";
import { d100FateRuntime } from "./d100-fate/runtime";
import { phasesRuntime } from "./phases-3d6/runtime";

/** The rule sets the headless fight can run, by id; one line each. */
const PLAYABLE: readonly BoundRuleSet[] = [bindRuleSet(d100FateRuntime), bindRuleSet(phasesRuntime)];

export const RULESETS: RuleSetDirectory = {
  known: RULESET_IDS,
  find: (id) => PLAYABLE.find((ruleset) => ruleset.id === id),
};
