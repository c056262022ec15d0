/**
 * `items` in an order drawn by `choose` (which answers one of `count` choices, from 0): every
 * order as likely (Fisher and Yates, as Durstenfeld wrote it). A new list; `items` is not changed.
 */
export function shuffled<T>(items: readonly T[], choose: (count: number) => number): T[] {
  const order = [...items];
  for (let last = order.length - 1; last > 0; last--) {
    const pick = choose(last + 1);
    const kept = order[last];
    const drawn = order[pick];
    if (kept === undefined || drawn === undefined) continue;
    order[last] = drawn;
    order[pick] = kept;
  }
  return order;
}
