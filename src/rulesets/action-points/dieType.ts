import type { DiceRequest } from "../../engine/dice/DiceRequest";
import { DIE_TYPES, type DieType } from "./schema";

/** Each die type's request, read once: every test of every fight asks for one. */
const DIE_REQUESTS: Readonly<Record<DieType, DiceRequest | null>> = {
  none: null,
  d4: { count: 1, faces: 4 },
  d6: { count: 1, faces: 6 },
  d8: { count: 1, faces: 8 },
  d10: { count: 1, faces: 10 },
  d12: { count: 1, faces: 12 },
};

/** The die an attribute rolls, or null for one lost below d4. */
export function dieOf(die: DieType): DiceRequest | null {
  return DIE_REQUESTS[die];
}

/** One die type down the ladder (d10 → d8, d4 → lost); a lost attribute stays lost. */
export function stepDown(die: DieType): DieType {
  return DIE_TYPES[Math.max(0, DIE_TYPES.indexOf(die) - 1)] ?? "none";
}
