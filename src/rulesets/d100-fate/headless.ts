import { bindRuleSet, type BoundRuleSet } from "../../engine/fight/BoundRuleSet";
import { d100FateRuntime } from "./runtime";

/**
 * d100-fate's headless fight, bound: the descriptor's `runtime`, and the whole of the rule set that
 * the Odds dialog's worker for a d100-fate world carries (`odds/d100-fate.mjs` in the system's folder).
 */
export const HEADLESS: BoundRuleSet = bindRuleSet(d100FateRuntime);
