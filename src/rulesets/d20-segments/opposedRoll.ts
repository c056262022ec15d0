import type { DiceRequest } from "../../engine/dice/DiceRequest";
import type { Weight } from "./schema";

/** Every check of the rule set: one d20 and a bonus. */
export const D20: DiceRequest = { count: 1, faces: 20 };

export type Defence = "dodge" | "parry";

/** What one side of an opposed check rolled. */
export interface Check {
  /** The d20 as it fell: a 1 may become a botch, a 20 on an attack a critical hit. */
  readonly roll: number;
  readonly total: number;
}

export function check(roll: number, bonus: number): Check {
  return { roll, total: roll + bonus };
}

/**
 * A weight's class, lightest 0, in `WEIGHTS`' order: read on every parry. A switch, where a map
 * lookup by the weight's name was a visible share of an attack.
 */
function weightClass(weight: Weight): number {
  switch (weight) {
    case "light":
      return 0;
    case "medium":
      return 1;
    case "heavy":
      return 2;
    case "veryHeavy":
      return 3;
  }
}

/** A parrying weapon lighter than the attacker's loses 2 for each weight class between them; an equal or heavier one loses nothing. */
export function parryPenalty(parrying: Weight, attacking: Weight): number {
  const lighter = weightClass(attacking) - weightClass(parrying);
  return lighter > 0 ? -2 * lighter : 0;
}

/**
 * The attack hits when its total exceeds the defence's; a defence equal to it holds. An unaware
 * target has no defence to beat (`null`). By totals, not checks: the headless fight weighs every
 * attack without making a check of either side.
 */
export function attackHits(attackTotal: number, defenceTotal: number | null): boolean {
  return defenceTotal === null || attackTotal > defenceTotal;
}

/** A natural 20 on an attack that hits is a critical hit: double damage (the source's critical tables are missing). */
export function isCritical(attackRoll: number, hits: boolean): boolean {
  return hits && attackRoll === 20;
}

/** A natural 1 on any check may be made a botch, if the other side pays an action die for it. */
export function mayBotch(roll: number): boolean {
  return roll === 1;
}
