import type { DiceRequest } from "./DiceRequest";
import { isFace } from "./validateDiceRequest";

/**
 * Whether validateDiceRequest would accept a request with no explosion and no keep rule (a Wild
 * Die and a total-only answer allowed). Such pools are nearly every pool a fight throws, and this
 * asks their few questions in place: cheaper than remembering each request in a weak set and
 * looking it up on every roll. A property test holds it to validateDiceRequest.
 */
export function simplePoolValid(request: DiceRequest): boolean {
  const count = request.count;
  const faces = request.faces;
  const modifier = request.modifier;
  if (!Number.isSafeInteger(count) || count < 0 || !Number.isSafeInteger(faces) || faces < 2) return false;
  if (modifier !== undefined && !Number.isSafeInteger(modifier)) return false;
  const wild = request.wild;
  if (wild === undefined) return request.totalOnly !== "less-complication";
  return count >= 1 && isFace(wild.explodeOn, faces);
}
