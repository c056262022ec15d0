import { bindRuleSet, type BoundRuleSet } from "../../engine/fight/BoundRuleSet";
import { d20SegmentsRuntime } from "./runtime";

/**
 * d20-segments's headless fight, bound: the descriptor's `runtime`, and the whole of the rule set that
 * the Odds dialog's worker for a d20-segments world carries (`odds/d20-segments.mjs` in the system's folder).
 */
export const HEADLESS: BoundRuleSet = bindRuleSet(d20SegmentsRuntime);
