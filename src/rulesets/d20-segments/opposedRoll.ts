import type { DiceRequest } from "../../engine/dice/DiceRequest";
import { WEIGHTS, type Weight } from "./schema";

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

/** Each weight class by its place in `WEIGHTS`, lightest 0: read on every parry, where a search of the list took a share of an attack. */
const WEIGHT_CLASS: ReadonlyMap<Weight, number> = new Map(WEIGHTS.map((weight, index) => [weight, index]));

/** A parrying weapon lighter than the attacker's loses 2 for each weight class between them; an equal or heavier one loses nothing. */
export function parryPenalty(parrying: Weight, attacking: Weight): number {
  const lighter = (WEIGHT_CLASS.get(attacking) ?? 0) - (WEIGHT_CLASS.get(parrying) ?? 0);
  return lighter > 0 ? -2 * lighter : 0;
}

/** The attack hits when its total exceeds the defence's; a defence equal to it holds. An unaware target has no defence to beat. */
export function attackHits(attack: Check, defence: Check | null): boolean {
  return defence === null || attack.total > defence.total;
}

/** A natural 20 on an attack that hits is a critical hit: double damage (the source's critical tables are missing). */
export function isCritical(attack: Check, hits: boolean): boolean {
  return hits && attack.roll === 20;
}

/** A natural 1 on any check may be made a botch, if the other side pays an action die for it. */
export function mayBotch(side: Check): boolean {
  return side.roll === 1;
}
