import type { DiceOutcome } from "./DiceRequest";

/**
 * Every face the pool showed, die by die, explosions in place: what a rule reads when it
 * counts pips rather than dice. A loop, not a flatMap: a rule set reads its attack roll's faces
 * on every attack, and the flatMap's arrays were a tenth of a phases-3d6 fight.
 */
export function facesOf(outcome: DiceOutcome): number[] {
  const faces: number[] = [];
  for (const die of outcome.dice) for (const face of die.faces) faces.push(face);
  return faces;
}
