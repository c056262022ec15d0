import type { Refusal } from "../Refusal";
import type { DiceRequest } from "./DiceRequest";

/**
 * Why a request cannot be rolled, or null when it can. A rule set builds requests from actor
 * data, so a bad one usually means bad data: the message names the field and the value.
 */
export function validateDiceRequest(request: DiceRequest): Refusal | null {
  const { count, faces, explode, wild, keep, modifier, totalOnly } = request;
  if (!Number.isSafeInteger(count) || count < 0) {
    return refusal("dice-count", `A dice pool needs a whole number of dice, 0 or more, not ${count}`, { count });
  }
  if (!Number.isSafeInteger(faces) || faces < 2) {
    return refusal("dice-faces", `A die needs a whole number of faces, 2 or more, not ${faces}`, { faces });
  }
  if (modifier !== undefined && !Number.isSafeInteger(modifier)) {
    return refusal("dice-modifier", `A dice modifier must be a whole number, not ${modifier}`, { modifier });
  }
  if (explode !== undefined) {
    for (const face of explode) {
      if (!isFace(face, faces)) {
        return refusal("dice-explode-face", `Explode face ${face} is not a face of a d${faces}`, { face, faces });
      }
    }
    // A die that explodes on every face would never stop rolling.
    if (new Set(explode).size === faces) {
      return refusal("dice-explode-every-face", `A d${faces} cannot explode on every face`, { faces });
    }
  }
  if (wild !== undefined) {
    if (!isFace(wild.explodeOn, faces)) {
      return refusal("dice-wild-face", `The Wild Die's explode face ${wild.explodeOn} is not a face of a d${faces}`, {
        face: wild.explodeOn,
        faces,
      });
    }
    if (count < 1) return refusal("dice-wild-empty", "A pool with a Wild Die needs at least one die", { count });
  }
  if (totalOnly === "less-complication" && wild === undefined) {
    return refusal("dice-complication-no-wild", "Only a pool with a Wild Die can come up a complication", {});
  }
  if (keep !== undefined) {
    if ("highest" in keep && "lowest" in keep) {
      return refusal("dice-keep-both", "Keep either the highest or the lowest dice, not both", {});
    }
    const kept = "highest" in keep ? keep.highest : keep.lowest;
    if (!Number.isSafeInteger(kept) || kept < 1 || kept > count) {
      return refusal("dice-keep", `Cannot keep ${kept} of ${count} dice: keep from 1 to ${count}`, { keep: kept, count });
    }
  }
  return null;
}

/** A face the die shows: a whole number from 1 to its number of faces. */
export function isFace(face: number, faces: number): boolean {
  return Number.isInteger(face) && face >= 1 && face <= faces;
}

function refusal(code: string, message: string, data: Record<string, number>): Refusal {
  return { code, message, data };
}
