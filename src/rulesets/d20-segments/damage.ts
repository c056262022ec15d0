import type { DiceRequest } from "../../engine/dice/DiceRequest";
import type { D20Armour } from "./schema";

const DICE = /^([1-9][0-9]?)d(2|3|4|6|8|10|12|20)([+-][0-9]{1,2})?$/;

/** A weapon's damage as dice, from a text the schema's pattern has already accepted. */
export function damageDice(damage: string): DiceRequest {
  const read = DICE.exec(damage);
  if (read === null) throw new RangeError(`d20-segments: damage the schema accepted does not read: ${damage}`);
  return { count: Number(read[1]), faces: Number(read[2]), modifier: Number(read[3] ?? 0) };
}

/**
 * What a hit takes off the target's hit points: the damage rolled, doubled on a critical hit,
 * less the best armour's reduction, never below 1 (a blow that lands always tells).
 */
export function damageTaken(rolled: number, critical: boolean, armour: readonly D20Armour[]): number {
  const reduction = armour.reduce((most, piece) => Math.max(most, piece.reduction), 0);
  return Math.max(1, (critical ? rolled * 2 : rolled) - reduction);
}
