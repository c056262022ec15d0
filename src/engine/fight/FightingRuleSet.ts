import type { Chance } from "../dice/Chance";
import type { BoundRuleSet } from "./BoundRuleSet";
import type { ReadyCombatant } from "./prepareFight";
import { runFight, type FightResult, type FightSettings } from "./runFight";

/**
 * A bound rule set that fights: the CLI's, the Odds workers' and the tests'. The table's rule set
 * is bound without it, so a world's rule-set chunk carries no fight loop (`runFight` and all it
 * pulls in); each rule set's `headless.ts` is this one.
 */
export interface FightingRuleSet extends BoundRuleSet {
  /**
   * Builds the fighters once and answers a function that runs one fight from them per call.
   * `options` are the scenario's world options as the options schema accepted them (its defaults
   * when left out).
   */
  prepare(combatants: readonly ReadyCombatant[], options?: unknown): (source: Chance, settings: FightSettings) => FightResult;
}

/** `bound`, fighting with `runFight`. */
export function fightingRuleSet(bound: BoundRuleSet): FightingRuleSet {
  return { ...bound, prepare: (combatants, options) => bound.prepareWith(runFight, combatants, options) };
}
