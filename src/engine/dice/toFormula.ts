import type { DiceRequest } from "./DiceRequest";
import { DiceRequestError } from "./DiceRequestError";
import { validateDiceRequest } from "./validateDiceRequest";

/**
 * The request in Foundry VTT's dice syntax, for a real Roll: `3d6`, `2d10kh1+3`, `1d6x6`,
 * `3d6 + 1d6x6[wild]`. The Wild Die is a term of its own (flavoured `wild`) so its results can
 * be told apart. Foundry's `kh`/`kl` keep single results, not a die with its explosions, so when
 * a keep meets exploding or Wild dice every die becomes its own term of a pool: `{1d6x6,1d6x6}kh1`.
 */
export function toFormula(request: DiceRequest): string {
  const refusal = validateDiceRequest(request);
  if (refusal !== null) throw new DiceRequestError(refusal);
  const { count, faces, wild, keep } = request;
  const explode = explodeModifier(request.explode ?? [], faces);
  const wildTerm = wild === undefined ? null : `1d${faces}x${wild.explodeOn}[wild]`;
  const ordinary = wild === undefined ? count : count - 1;
  const keepSuffix = keep === undefined ? "" : "highest" in keep ? `kh${keep.highest}` : `kl${keep.lowest}`;

  if (keep !== undefined && (explode !== "" || wildTerm !== null)) {
    const dice = new Array<string>(ordinary).fill(`1d${faces}${explode}`);
    if (wildTerm !== null) dice.push(wildTerm);
    return `{${dice.join(",")}}${keepSuffix}${compactModifier(request.modifier)}`;
  }

  const terms: string[] = [];
  if (ordinary > 0 || wildTerm === null) terms.push(`${ordinary}d${faces}${explode}${keepSuffix}`);
  if (wildTerm !== null) terms.push(wildTerm);
  if (terms.length === 1) return `${terms.join("")}${compactModifier(request.modifier)}`;
  return `${terms.join(" + ")}${spacedModifier(request.modifier)}`;
}

/**
 * `x6` for one face, `x>=5` for the top faces from 5 up, otherwise one `x` per face: `x1x6`.
 * Foundry runs each `x` in its own pass, so under `x1x6` a 1 thrown by a 6's explosion is not
 * thrown again; the outcome is still right, because it is built from the faces Foundry actually
 * rolled (`outcomeFromFaces` accepts a chain that stops on an explode face).
 */
function explodeModifier(explode: readonly number[], faces: number): string {
  const distinct = [...new Set(explode)].sort((a, b) => a - b);
  const lowest = distinct[0];
  if (lowest === undefined) return "";
  if (distinct.length > 1 && distinct.length === faces - lowest + 1) return `x>=${lowest}`;
  return distinct.map((face) => `x${face}`).join("");
}

function compactModifier(modifier: number | undefined): string {
  if (modifier === undefined || modifier === 0) return "";
  return modifier > 0 ? `+${modifier}` : `${modifier}`;
}

function spacedModifier(modifier: number | undefined): string {
  if (modifier === undefined || modifier === 0) return "";
  return modifier > 0 ? ` + ${modifier}` : ` - ${-modifier}`;
}
