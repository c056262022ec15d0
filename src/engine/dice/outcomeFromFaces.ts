import type { DiceOutcome, DiceRequest } from "./DiceRequest";
import { DiceRequestError } from "./DiceRequestError";
import { explodeFacesOf, MAX_REROLLS_PER_DIE } from "./explosion";
import { rolledDie } from "./rolledDie";
import { settleOutcome } from "./settleOutcome";
import { validateDiceRequest } from "./validateDiceRequest";

/**
 * The outcome of dice already thrown elsewhere (a real Foundry Roll): one array of faces per
 * die of the pool, in pool order (the Wild Die last), each die's first face followed by the faces
 * its explosions added. Faces that could not have come from this request are an error.
 */
export function outcomeFromFaces(request: DiceRequest, dieFaces: readonly (readonly number[])[]): DiceOutcome {
  const refusal = validateDiceRequest(request);
  if (refusal !== null) throw new DiceRequestError(refusal);
  if (dieFaces.length !== request.count) {
    throw new RangeError(`The request rolls ${request.count} dice but faces were given for ${dieFaces.length}`);
  }
  const wildIndex = request.wild === undefined ? -1 : request.count - 1;
  let sum = 0;
  const dice = dieFaces.map((faces, index) => {
    checkDie(request, index, faces);
    for (const face of faces) sum += face;
    return rolledDie([...faces], index === wildIndex, true);
  });
  return settleOutcome(request, dice, sum);
}

function checkDie(request: DiceRequest, index: number, faces: readonly number[]): void {
  const where = `die ${index + 1} of ${request.count}`;
  if (faces.length === 0) throw new RangeError(`No faces were given for ${where}`);
  if (faces.length > MAX_REROLLS_PER_DIE + 1) {
    throw new RangeError(`${where} has ${faces.length} faces; a die is re-rolled at most ${MAX_REROLLS_PER_DIE} times`);
  }
  const explodesOn = explodeFacesOf(request, index);
  faces.forEach((face, step) => {
    if (!Number.isInteger(face) || face < 1 || face > request.faces) {
      throw new RangeError(`Face ${face} of ${where} cannot be shown by a d${request.faces}`);
    }
    const previous = faces[step - 1];
    if (previous !== undefined && !explodesOn.includes(previous)) {
      throw new RangeError(`${where} was rolled again after a ${previous}, which does not explode`);
    }
  });
}
