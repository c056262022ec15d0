import type { D20Armour } from "./schema";

/**
 * What a hit takes off the target's hit points: the damage rolled, doubled on a critical hit,
 * less the best armour's reduction, never below 1 (a blow that lands always tells).
 */
export function damageTaken(rolled: number, critical: boolean, armour: readonly D20Armour[]): number {
  const reduction = armour.reduce((most, piece) => Math.max(most, piece.reduction), 0);
  return Math.max(1, (critical ? rolled * 2 : rolled) - reduction);
}
