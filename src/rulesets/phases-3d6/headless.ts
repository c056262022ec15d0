import { bindRuleSet, type BoundRuleSet } from "../../engine/fight/BoundRuleSet";
import { phasesRuntime } from "./runtime";

/**
 * phases-3d6's headless fight, bound: the descriptor's `runtime`, and the whole of the rule set that
 * the Odds dialog's worker for a phases-3d6 world carries (`odds/phases-3d6.mjs` in the system's folder).
 */
export const HEADLESS: BoundRuleSet = bindRuleSet(phasesRuntime);
