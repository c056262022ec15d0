import type { DiceOutcome, DiceRequest } from "../../engine/dice/DiceRequest";
import { outcomeFromFaces } from "../../engine/dice/outcomeFromFaces";
import { toFormula } from "../../engine/dice/toFormula";
import { facesFromTerms, type RolledTerm } from "./facesFromTerms";

/** What is read of a Roll: how it is evaluated and its die terms once it is. */
export interface EvaluableRoll {
  evaluate(options: { allowInteractive?: boolean }): Promise<unknown>;
  readonly dice: readonly RolledTerm[];
}

export interface RollOptions {
  /** False to skip manual dice entry (Foundry's dice configuration); true by default. */
  readonly allowInteractive?: boolean;
}

/** The rolls in request order, and what each means to the rules. */
export interface RolledRequests<R> {
  readonly rolls: readonly R[];
  readonly outcomes: readonly DiceOutcome[];
}

/**
 * The rules' dice requests thrown as real Foundry Rolls (so roll modes, manual entry and Dice So
 * Nice see them), one after another, and read back as the outcomes the rules interpret.
 */
export function rollForRequests(requests: readonly DiceRequest[], options: RollOptions = {}): Promise<RolledRequests<Roll>> {
  return evaluateRequests(requests, (formula) => new Roll(formula), options);
}

/** `rollForRequests` with the Roll made by `makeRoll`, for a test's stand-in. */
export async function evaluateRequests<R extends EvaluableRoll>(
  requests: readonly DiceRequest[],
  makeRoll: (formula: string) => R,
  options: RollOptions = {},
): Promise<RolledRequests<R>> {
  const rolls: R[] = [];
  const outcomes: DiceOutcome[] = [];
  for (const request of requests) {
    const roll = makeRoll(toFormula(request));
    await roll.evaluate({ allowInteractive: options.allowInteractive ?? true });
    rolls.push(roll);
    outcomes.push(outcomeFromFaces(request, facesFromTerms(request, roll.dice)));
  }
  return { rolls, outcomes };
}
