import { bindRuleSet } from "../../engine/fight/BoundRuleSet";
import { fightingRuleSet, type FightingRuleSet } from "../../engine/fight/FightingRuleSet";
import { phasesRuntime } from "./runtime";

/**
 * phases-3d6's headless fight, bound with the fight loop: the runtime the registry joins to the
 * descriptor (`withFights` in `registry.ts`), for the CLI and the tests, and the whole of the rule
 * set that the Odds dialog's worker for a phases-3d6 world carries (`odds/phases-3d6.mjs` in the system's
 * folder). The descriptor binds the runtime without the loop, for the table.
 */
export const HEADLESS: FightingRuleSet = fightingRuleSet(bindRuleSet(phasesRuntime));
