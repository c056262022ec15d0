import type { DiceRequest } from "./DiceRequest";

/** Re-rolls allowed to one die, so a die that keeps exploding cannot roll for ever. */
export const MAX_REROLLS_PER_DIE = 100;

/** The explode faces of a die that never explodes. */
export const NO_FACES: readonly number[] = [];

/** The faces on which die number `index` of the pool explodes; the Wild Die follows its own face only. */
export function explodeFacesOf(request: DiceRequest, index: number): readonly number[] {
  if (request.wild !== undefined && index === request.count - 1) return oneFace(request.wild.explodeOn);
  return request.explode ?? NO_FACES;
}

/** One-face lists by face, made once each: every pool with a Wild Die asks for its face's. */
const ONE_FACE: (readonly number[])[] = [];
const MOST_SHARED_FACE = 100;

function oneFace(face: number): readonly number[] {
  if (!Number.isInteger(face) || face < 0 || face > MOST_SHARED_FACE) return [face];
  let known = ONE_FACE[face];
  if (known === undefined) {
    known = [face];
    ONE_FACE[face] = known;
  }
  return known;
}
