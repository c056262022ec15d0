import { bindRuleSet, type BoundRuleSet } from "../../engine/fight/BoundRuleSet";
import { actionPointsRuntime } from "./runtime";

/**
 * action-points's headless fight, bound: the descriptor's `runtime`, and the whole of the rule set that
 * the Odds dialog's worker for a action-points world carries (`odds/action-points.mjs` in the system's folder).
 */
export const HEADLESS: BoundRuleSet = bindRuleSet(actionPointsRuntime);
