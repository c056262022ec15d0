import type { DiceOutcome, DiceRequest, RolledDie } from "./DiceRequest";
import { rolledDie } from "./rolledDie";

/**
 * Applies the keep rule and adds up the total: the single place where both are decided, whether
 * the faces came from a FaceSource or from a real Roll. `dice` arrive in pool order with the Wild
 * Die marked and every die kept, along with the sum of all their faces (the caller has just
 * walked them); dropped dice are replaced in that same array, which becomes the outcome's.
 * Trusts its input: callers validate the request and the faces first.
 */
export function settleOutcome(request: DiceRequest, dice: RolledDie[], sumOfAllFaces: number): DiceOutcome {
  const dropped = request.keep === undefined ? 0 : dropUnkept(request.keep, dice);
  return { request, dice, total: sumOfAllFaces - dropped + (request.modifier ?? 0) };
}

function sumOf(faces: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < faces.length; i++) sum += faces[i] ?? 0;
  return sum;
}

/**
 * Drops the dice a keep rule does not keep, judging each die on its whole exploded total, and
 * returns the sum of the dropped faces. Between equal totals the earlier die is kept, so the
 * choice never depends on how the sort treats ties.
 */
function dropUnkept(keep: NonNullable<DiceRequest["keep"]>, dice: RolledDie[]): number {
  const highest = "highest" in keep;
  const wanted = highest ? keep.highest : keep.lowest;
  const sums = dice.map((die) => sumOf(die.faces));
  const order = sums.map((_, i) => i);
  order.sort((a, b) => {
    const byTotal = (sums[a] ?? 0) - (sums[b] ?? 0);
    return (highest ? -byTotal : byTotal) || a - b;
  });
  let dropped = 0;
  for (let rank = wanted; rank < order.length; rank++) {
    const index = order[rank] ?? 0;
    const die = dice[index];
    if (die === undefined) continue;
    dice[index] = rolledDie(die.faces, die.wild, false);
    dropped += sums[index] ?? 0;
  }
  return dropped;
}
