import type { RuleSetDirectory } from "../engine/scenario/loadScenario";
import { D100_FATE } from "./d100-fate/ruleSet";
import { HEADLESS as D100_FATE_HEADLESS } from "./d100-fate/headless";
import { ACTION_POINTS } from "./action-points/ruleSet";
import { HEADLESS as ACTION_POINTS_HEADLESS } from "./action-points/headless";
import { D20_SEGMENTS } from "./d20-segments/ruleSet";
import { HEADLESS as D20_SEGMENTS_HEADLESS } from "./d20-segments/headless";
import { D6_POOL } from "./d6-pool/ruleSet";
import { HEADLESS as D6_POOL_HEADLESS } from "./d6-pool/headless";
import { PHASES_3D6 } from "./phases-3d6/ruleSet";
import { HEADLESS as PHASES_3D6_HEADLESS } from "./phases-3d6/headless";
import { withFights, type RegisteredRuleSet } from "./RuleSet";

/**
 * Every rule set of the system, one line each, joined to its headless fight (`withFights`): the
 * descriptor's runtime reads scenarios, its `headless.ts` also fights. The first is the one a
 * new world runs.
 */
export const REGISTERED: readonly [RegisteredRuleSet, ...RegisteredRuleSet[]] = [
  withFights(D100_FATE, D100_FATE_HEADLESS),
  withFights(PHASES_3D6, PHASES_3D6_HEADLESS),
  withFights(D6_POOL, D6_POOL_HEADLESS),
  withFights(D20_SEGMENTS, D20_SEGMENTS_HEADLESS),
  withFights(ACTION_POINTS, ACTION_POINTS_HEADLESS),
];

export const DEFAULT_RULESET: RegisteredRuleSet = REGISTERED[0];

export const RULESET_IDS: readonly string[] = REGISTERED.map((ruleset) => ruleset.id);

export function ruleSetById(id: string): RegisteredRuleSet | undefined {
  return REGISTERED.find((ruleset) => ruleset.id === id);
}

/** The headless fights, for the CLI and the scenario loader. */
export const RULESETS: RuleSetDirectory = {
  known: RULESET_IDS,
  find: (id) => ruleSetById(id)?.runtime,
};
