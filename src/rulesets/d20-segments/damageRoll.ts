import type { DiceRequest } from "../../engine/dice/DiceRequest";
import { damageDice } from "../../engine/dice/damageDice";

/** Each damage text's dice asked for their total alone, made once: every hit of a quiet fight asks for one. */
const TOTAL_ONLY = new Map<string, DiceRequest>();

/**
 * A weapon's damage dice as a hit rolls them. Only the total is read where no one listens: the
 * same faces are drawn, and a pool of several dice (2d6) builds none of its dice for nothing.
 */
export function damageRoll(damage: string, listening: boolean): DiceRequest {
  if (listening) return damageDice(damage);
  const known = TOTAL_ONLY.get(damage);
  if (known !== undefined) return known;
  const request: DiceRequest = { ...damageDice(damage), totalOnly: "sum" };
  TOTAL_ONLY.set(damage, request);
  return request;
}
