import { bindRuleSet } from "../../engine/fight/BoundRuleSet";
import { fightingRuleSet, type FightingRuleSet } from "../../engine/fight/FightingRuleSet";
import { d20SegmentsRuntime } from "./runtime";

/**
 * d20-segments's headless fight, bound with the fight loop: the runtime the registry joins to the
 * descriptor (`withFights` in `registry.ts`), for the CLI and the tests, and the whole of the rule
 * set that the Odds dialog's worker for a d20-segments world carries (`odds/d20-segments.mjs` in the system's
 * folder). The descriptor binds the runtime without the loop, for the table.
 */
export const HEADLESS: FightingRuleSet = fightingRuleSet(bindRuleSet(d20SegmentsRuntime));
