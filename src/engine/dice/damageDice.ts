import type { DiceRequest } from "./DiceRequest";

/**
 * Damage written as dice, as a weapon's sheet field and a scenario hold it: `1d8`, `2d6+1`,
 * `1d4-1`. The pattern is the schema's, so what a schema accepted always reads.
 */
export const DAMAGE_DICE = "^([1-9][0-9]?)d(2|3|4|6|8|10|12|20)([+-][0-9]{1,2})?$";

const DICE = new RegExp(DAMAGE_DICE);

/** A weapon's damage as dice, from a text the schema's pattern has already accepted. */
export function damageDice(damage: string): DiceRequest {
  const read = DICE.exec(damage);
  if (read === null) throw new RangeError(`Damage the schema accepted does not read: ${damage}`);
  return { count: Number(read[1]), faces: Number(read[2]), modifier: Number(read[3] ?? 0) };
}
