import { bindRuleSet, type BoundRuleSet } from "../../engine/fight/BoundRuleSet";
import { d6PoolRuntime } from "./runtime";

/**
 * d6-pool's headless fight, bound: the descriptor's `runtime`, and the whole of the rule set that
 * the Odds dialog's worker for a d6-pool world carries (`odds/d6-pool.mjs` in the system's folder).
 */
export const HEADLESS: BoundRuleSet = bindRuleSet(d6PoolRuntime);
