import { ForcedFaceError } from "../engine/dice/ForcedFaceError";
import { ForcedFaces } from "../engine/dice/ForcedFaces";
import { SeededFaces } from "../engine/dice/SeededFaces";
import type { Chance } from "../engine/dice/Chance";
import { forcedFaceMessage } from "./OddsJob";
import { InputError } from "./readScenario";

/** The scenario's forced faces first, then the seeded generator. */
export function diceFor(forced: readonly number[], seed: number): Chance {
  return new ForcedFaces(forced, new SeededFaces(seed));
}

/** Runs a fight, turning a forced face no die could show into bad input that names it. */
export function withForcedDiceChecked<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ForcedFaceError) {
      throw new InputError(forcedFaceMessage(error));
    }
    throw error;
  }
}
