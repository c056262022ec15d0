import { allow, refuse, type Outcome } from "../../engine/Refusal";
import type { DiceRequest } from "../../engine/dice/DiceRequest";
import { characterPointDice } from "./dieCode";

/**
 * What a script's `spend` may name. Fate: a Fate Point doubles every code the character rolls
 * this round. The rest spend Character Points after a roll is seen: on initiative (before the
 * roll, the one use the source allows there), on an attack, on an active defence, on the
 * resistance roll against damage.
 */
export const LUCK_USES = ["fate", "initiative", "attack", "defence", "resist"] as const;
export type LuckUse = (typeof LUCK_USES)[number];

/** The most Character Points one roll takes (see the README: the source leaves the limit to the usual rules). */
export const MOST_POINTS_PER_ROLL = 2;

/** One Character Point: a die that is rolled again on a 6, with no complication on a 1. */
export const CHARACTER_POINT_DIE = characterPointDice(1);

/** The same die where only its total is read (a fight no one is listening to): drawn alike, no die listed. */
export const QUIET_CHARACTER_POINT_DIE: DiceRequest = { ...CHARACTER_POINT_DIE, totalOnly: "sum" };

export function spendPoint(left: number, what: "fate" | "character"): Outcome<number> {
  if (left <= 0) {
    return what === "fate" ? refuse("no-fate", "No Fate Points left", { left }) : refuse("no-character-points", "No Character Points left", { left });
  }
  return allow(left - 1);
}
