import type { DiceRequest } from "../../engine/dice/DiceRequest";
import { DIE_TYPES, type DieType } from "./schema";

/** Each die's request, made once: every test of every fight asks for one. */
const D4: DiceRequest = { count: 1, faces: 4 };
const D6: DiceRequest = { count: 1, faces: 6 };
const D8: DiceRequest = { count: 1, faces: 8 };
const D10: DiceRequest = { count: 1, faces: 10 };
const D12: DiceRequest = { count: 1, faces: 12 };

/** The die an attribute rolls, or null for one lost below d4. */
export function dieOf(die: DieType): DiceRequest | null {
  // A switch, not a table: a lookup by a different key each test took V8's megamorphic path.
  switch (die) {
    case "none":
      return null;
    case "d4":
      return D4;
    case "d6":
      return D6;
    case "d8":
      return D8;
    case "d10":
      return D10;
    case "d12":
      return D12;
  }
}

/** One die type down the ladder (d10 → d8, d4 → lost); a lost attribute stays lost. */
export function stepDown(die: DieType): DieType {
  return DIE_TYPES[Math.max(0, DIE_TYPES.indexOf(die) - 1)] ?? "none";
}
