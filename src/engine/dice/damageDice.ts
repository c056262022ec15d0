import type { DiceRequest } from "./DiceRequest";

/**
 * Damage written as dice, as a weapon's sheet field and a scenario hold it: `1d8`, `2d6+1`,
 * `1d4-1`. The pattern is the schema's, so what a schema accepted always reads.
 */
export const DAMAGE_DICE = "^([1-9][0-9]?)d(2|3|4|6|8|10|12|20)([+-][0-9]{1,2})?$";

const DICE = new RegExp(DAMAGE_DICE);

/**
 * Each text read once: a headless fight reads its weapons' damage on every hit, and one request
 * per text is also one that rollDice checks once. A request is readonly, so all share it.
 */
const READ = new Map<string, DiceRequest>();

/** A weapon's damage as dice, from a text the schema's pattern has already accepted. */
export function damageDice(damage: string): DiceRequest {
  const known = READ.get(damage);
  if (known !== undefined) return known;
  const read = DICE.exec(damage);
  if (read === null) throw new RangeError(`Damage the schema accepted does not read: ${damage}`);
  const request: DiceRequest = { count: Number(read[1]), faces: Number(read[2]), modifier: Number(read[3] ?? 0) };
  READ.set(damage, request);
  return request;
}
