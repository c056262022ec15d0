import { bindRuleSet } from "../../engine/fight/BoundRuleSet";
import { fightingRuleSet, type FightingRuleSet } from "../../engine/fight/FightingRuleSet";
import { d100FateRuntime } from "./runtime";

/**
 * d100-fate's headless fight, bound with the fight loop: the runtime the registry joins to the
 * descriptor (`withFights` in `registry.ts`), for the CLI and the tests, and the whole of the rule
 * set that the Odds dialog's worker for a d100-fate world carries (`odds/d100-fate.mjs` in the system's
 * folder). The descriptor binds the runtime without the loop, for the table.
 */
export const HEADLESS: FightingRuleSet = fightingRuleSet(bindRuleSet(d100FateRuntime));
