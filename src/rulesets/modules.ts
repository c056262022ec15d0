import type { RuleSetModule } from "../engine/play/RuleSetModule";
import type { RuleSetId } from "./catalogue";
import { D100_MODULE } from "./d100-fate/play/module";
import { PHASES_MODULE } from "./phases-3d6/play/module";

/** The rule sets Foundry can play, by id: one line each. */
export const RULESET_MODULES: Readonly<Partial<Record<RuleSetId, RuleSetModule>>> = {
  "d100-fate": D100_MODULE,
  "phases-3d6": PHASES_MODULE,
};

export function moduleFor(id: RuleSetId): RuleSetModule | undefined {
  return RULESET_MODULES[id];
}
