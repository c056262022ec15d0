import type { DiceRequest } from "../../engine/dice/DiceRequest";
import { DIE_TYPES, type DieType } from "./schema";

/** The die an attribute rolls, or null for one lost below d4. */
export function dieOf(die: DieType): DiceRequest | null {
  return die === "none" ? null : { count: 1, faces: Number(die.slice(1)) };
}

/** One die type down the ladder (d10 → d8, d4 → lost); a lost attribute stays lost. */
export function stepDown(die: DieType): DieType {
  return DIE_TYPES[Math.max(0, DIE_TYPES.indexOf(die) - 1)] ?? "none";
}
