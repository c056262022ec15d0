/**
 * How an unscripted combatant chooses whom to attack, among the enemies its rule set says it may
 * attack now (a scripted `target` still standing comes before any of them):
 *
 * - `random`: any of them, each as likely, drawn from the fight's seeded generator;
 * - `focus`: the enemy its side picked, the one nearest to falling (least left of its damage
 *   track for its maximum; ties drawn), whenever it may attack that one; at random otherwise;
 * - `nearest`: the closest, ties drawn; only where the rule set has positions;
 * - `first`: the first in the scenario's list (where the rule set has positions, the nearest first
 *   and the list among the equally near), the way every rule set chose before there was a choice;
 *   and where all of a group acting at one moment keep to it, the group takes its turns in the
 *   list's order too, as it did then, where others take them in an order drawn (`runFight.ts`).
 *   So a log from before targetings is fought again, die for die.
 *
 * Once chosen, a target is kept while it stays among those the targeting would choose from, so a
 * combatant does not turn from one enemy to another between two blows for nothing.
 */
export const TARGETINGS = ["random", "focus", "nearest", "first"] as const;
export type Targeting = (typeof TARGETINGS)[number];

/** What a combatant that says nothing targets by. */
export const DEFAULT_TARGETING: Targeting = "random";

/**
 * Why an unscripted attack went at its target, for the log: the attacker's targeting, or
 * `focus-unreachable` for one that keeps to `focus` but may not attack its side's pick now, and
 * so chose at random among those it may attack.
 */
export type TargetReason = Targeting | "focus-unreachable";

/** The targetings a rule set can honour: `nearest` needs positions to measure by. */
export function targetingsWith(positions: boolean): readonly Targeting[] {
  return positions ? TARGETINGS : TARGETINGS.filter((targeting) => targeting !== "nearest");
}

export function isTargeting(word: string): word is Targeting {
  return TARGETINGS.some((targeting) => targeting === word);
}
