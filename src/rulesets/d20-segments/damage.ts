import type { DiceRequest } from "../../engine/dice/DiceRequest";
import { DAMAGE_DICE, type D20Armour } from "./schema";

/** The schema's own form of damage dice, read for its parts. */
const DICE = new RegExp(DAMAGE_DICE);

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
