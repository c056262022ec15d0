import type { DiceRequest } from "../../engine/dice/DiceRequest";

/**
 * The faces Foundry explodes in each pass over one die term, in order. `toFormula` writes one
 * `x` modifier per explode face (`x1x6`), or one for a run of top faces (`x>=5`), and the Wild
 * Die its own `x`; Foundry runs each modifier as a pass over the term's results, so the passes
 * decide the order in which extra results were added.
 */
export function explodePasses(request: DiceRequest, wild: boolean): readonly (readonly number[])[] {
  if (wild) return request.wild === undefined ? [] : [[request.wild.explodeOn]];
  const distinct = [...new Set(request.explode ?? [])].sort((a, b) => a - b);
  const lowest = distinct[0];
  if (lowest === undefined) return [];
  if (distinct.length > 1 && distinct.length === request.faces - lowest + 1) return [distinct];
  return distinct.map((face) => [face]);
}
