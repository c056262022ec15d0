import type { RuleSetDirectory } from "../engine/scenario/loadScenario";
import { D100_FATE } from "./d100-fate/ruleSet";
import { ACTION_POINTS } from "./action-points/ruleSet";
import { D20_SEGMENTS } from "./d20-segments/ruleSet";
import { D6_POOL } from "./d6-pool/ruleSet";
import { PHASES_3D6 } from "./phases-3d6/ruleSet";
import type { RuleSet } from "./RuleSet";

/** Every rule set of the system, one line each. The first is the one a new world runs. */
export const REGISTERED: readonly [RuleSet, ...RuleSet[]] = [D100_FATE, PHASES_3D6, D6_POOL, D20_SEGMENTS, ACTION_POINTS];

export const DEFAULT_RULESET: RuleSet = REGISTERED[0];

export const RULESET_IDS: readonly string[] = REGISTERED.map((ruleset) => ruleset.id);

export function ruleSetById(id: string): RuleSet | undefined {
  return REGISTERED.find((ruleset) => ruleset.id === id);
}

/** The headless fights, for the CLI and the scenario loader. */
export const RULESETS: RuleSetDirectory = {
  known: RULESET_IDS,
  find: (id) => ruleSetById(id)?.runtime,
};
