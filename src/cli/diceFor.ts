import { ForcedFaceError, forcedFaceMessage } from "../engine/dice/ForcedFaceError";
import { ForcedFaces } from "../engine/dice/ForcedFaces";
import { SeededFaces } from "../engine/dice/SeededFaces";
import type { Chance } from "../engine/dice/Chance";
import type { LoadedScenario } from "../engine/scenario/loadScenario";

/** The scenario's forced faces first, then the seeded generator. */
export function diceFor(forced: readonly number[], seed: number): Chance {
  return new ForcedFaces(forced, new SeededFaces(seed));
}

/**
 * A forced face no die the fight threw could show, in the words the CLI and the dialog print
 * (`dice[0]: got 50, ...`); the command that ran the fight adds the file's name.
 */
export class ForcedDiceRefused extends Error {}

/** Runs a fight, turning a forced face no die could show into a `ForcedDiceRefused` that names it. */
export function withForcedDiceChecked<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ForcedFaceError) throw new ForcedDiceRefused(forcedFaceMessage(error));
    throw error;
  }
}

/**
 * Which die each forced face is thrown for is known only once the fight asks for it, so the
 * scenario is fought once, unlogged, under `seed`: a face no die of it can show is refused before
 * a command prints anything. A scenario without forced dice has nothing to try.
 */
export function tryForcedDice(loaded: LoadedScenario, seed: number): void {
  const { scenario, ruleset, combatants, options } = loaded;
  if (scenario.dice.length === 0) return;
  withForcedDiceChecked(() => ruleset.prepare(combatants, options)(diceFor(scenario.dice, seed), { maxRounds: scenario.maxRounds, log: false }));
}
