import type { DiceRequest } from "../../engine/dice/DiceRequest";
import { explodePasses } from "./explodePasses";

/** One result of a Foundry die term (`DiceTerm.Result`): only what regrouping needs. */
export interface TermResult {
  readonly result: number;
  readonly exploded?: boolean | undefined;
  readonly active?: boolean | undefined;
  readonly discarded?: boolean | undefined;
}

/** A Foundry die term after evaluation: `faces` is unknown only for an unevaluated complex term. */
export interface RolledTerm {
  readonly faces: number | undefined;
  readonly results: readonly TermResult[];
}

/**
 * The faces of a real Roll regrouped per die, in pool order (the Wild Die last), each die's first
 * face then the faces its explosions added: the shape `outcomeFromFaces` reads. Foundry lists a
 * term's first results, then every extra result at the end, in the order its explode passes
 * added them; each result flagged `exploded` added exactly one. Replaying the passes finds each
 * extra result's die. Keep flags (`active`, `discarded`) are ignored: the outcome applies the
 * request's keep rule itself. Results that cannot be placed are an error, never a guess.
 */
export function facesFromTerms(request: DiceRequest, terms: readonly RolledTerm[]): number[][] {
  const wildTerm = request.wild === undefined ? -1 : terms.length - 1;
  const dice: number[][] = [];
  terms.forEach((term, index) => {
    if (term.faces !== request.faces) throw new RangeError(`Term ${index + 1} rolled d${term.faces ?? "?"} for a request of d${request.faces}`);
    dice.push(...diceOfTerm(term.results, explodePasses(request, index === wildTerm), index));
  });
  if (dice.length !== request.count) throw new RangeError(`The roll shows ${dice.length} dice where the request rolls ${request.count}`);
  return dice;
}

function diceOfTerm(results: readonly TermResult[], passes: readonly (readonly number[])[], termIndex: number): number[][] {
  const added = results.filter((result) => result.exploded === true).length;
  const first = results.length - added;
  const dieOf: number[] = results.map((_, index) => (index < first ? index : -1));
  let next = first;
  for (const pass of passes) {
    // `next` grows as the pass goes, as the term's results did while Foundry walked them.
    for (let index = 0; index < next; index++) {
      const result = results[index];
      if (result?.exploded !== true || !pass.includes(result.result)) continue;
      // Each exploded result counts one added result, so there is always one left to take here.
      dieOf[next] = dieOf[index] ?? -1;
      next++;
    }
  }
  if (next !== results.length) throw new RangeError(`Term ${termIndex + 1}: ${results.length - next} results follow no explosion of this request`);
  const dice: number[][] = Array.from({ length: first }, () => []);
  results.forEach((result, index) => dice[dieOf[index] ?? -1]?.push(result.result));
  return dice;
}
