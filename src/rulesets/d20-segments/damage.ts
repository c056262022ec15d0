import type { DamageAdjustment } from "../../engine/events";
import type { D20Armour } from "./schema";

/** The reduction of the best armour worn: pieces do not add up. */
function reductionOf(armour: readonly D20Armour[]): number {
  return armour.reduce((most, piece) => Math.max(most, piece.reduction), 0);
}

/**
 * What a hit takes off the target's hit points: the damage rolled, doubled on a critical hit,
 * less the best armour's reduction, never below 1 (a blow that lands always tells).
 */
export function damageTaken(rolled: number, critical: boolean, armour: readonly D20Armour[]): number {
  return Math.max(1, (critical ? rolled * 2 : rolled) - reductionOf(armour));
}

/** `damageTaken` step by step, for the log: the natural 20's double, the armour's reduction, the least a hit takes. */
export function damageSteps(rolled: number, critical: boolean, armour: readonly D20Armour[]): DamageAdjustment[] {
  const steps: DamageAdjustment[] = [];
  const doubled = critical ? rolled * 2 : rolled;
  if (critical) steps.push({ op: "times", by: 2, why: "critical" });
  const reduction = reductionOf(armour);
  if (reduction > 0) steps.push({ op: "less", by: reduction, why: "armour" });
  if (doubled - reduction < 1) steps.push({ op: "atLeast", by: 1, why: "landed" });
  return steps;
}
