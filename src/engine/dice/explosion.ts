import type { DiceRequest } from "./DiceRequest";

/** Re-rolls allowed to one die, so a die that keeps exploding cannot roll for ever. */
export const MAX_REROLLS_PER_DIE = 100;

/** The explode faces of a die that never explodes. */
export const NO_FACES: readonly number[] = [];

/** The faces on which die number `index` of the pool explodes; the Wild Die follows its own face only. */
export function explodeFacesOf(request: DiceRequest, index: number): readonly number[] {
  if (request.wild !== undefined && index === request.count - 1) return [request.wild.explodeOn];
  return request.explode ?? NO_FACES;
}
