import { hexKey, type Hex } from "./Hex";
import { hexDistance } from "./distance";
import { neighbours } from "./neighbours";

/**
 * How many hexes a search for a way round may look at before it settles for the best way it has
 * seen: enough to go round any crowd a scenario can hold (it holds at most 1,000 combatants), and
 * a bound on the work of one move however far off its goal is.
 */
export const MOST_HEXES_SEARCHED = 4_000;

interface Node {
  readonly at: Hex;
  readonly steps: number;
  /** Hexes still to go, were nobody in the way: the search's estimate, and its measure of "nearer". */
  readonly left: number;
  readonly from: Node | null;
  /** The order it was found in: the last word on otherwise equal nodes, so every search is repeatable. */
  readonly seen: number;
}

/** Which of two nodes to look at first: the shorter way in all, then the nearer the goal, then the first found. */
function before(a: Node, b: Node): boolean {
  const total = a.steps + a.left - (b.steps + b.left);
  if (total !== 0) return total < 0;
  return a.left !== b.left ? a.left < b.left : a.seen < b.seen;
}

/** A binary heap of nodes, the one to look at next on top. */
class Frontier {
  readonly #nodes: Node[] = [];

  get size(): number {
    return this.#nodes.length;
  }

  push(node: Node): void {
    const nodes = this.#nodes;
    nodes.push(node);
    let at = nodes.length - 1;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      const up = nodes[parent];
      if (up === undefined || !before(node, up)) break;
      nodes[at] = up;
      at = parent;
    }
    nodes[at] = node;
  }

  pop(): Node | undefined {
    const nodes = this.#nodes;
    const top = nodes[0];
    const last = nodes.pop();
    if (top === undefined || last === undefined || nodes.length === 0) return top;
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let child = left;
      const l = nodes[left];
      const r = nodes[right];
      if (l === undefined) break;
      if (r !== undefined && before(r, l)) child = right;
      const next = nodes[child];
      if (next === undefined || !before(next, last)) break;
      nodes[at] = next;
      at = child;
    }
    nodes[at] = last;
    return top;
  }
}

function pathTo(node: Node): Hex[] {
  const path: Hex[] = [];
  for (let at: Node | null = node; at !== null; at = at.from) path.push(at.at);
  return path.reverse();
}

/**
 * A shortest way from `from` to a hex within `within` of `goal`, stepping only on hexes not in
 * `taken` (an A* search: hexes are looked at shortest way first, the nearer the goal first among
 * equals, in the fixed order of directions after that). `complete` says whether it gets there:
 * when no free hex within reach can be reached, or the search meets `MOST_HEXES_SEARCHED` first,
 * the way goes to the hex it saw nearest the goal (the shorter way among equally near), which may
 * be `from` itself.
 */
export function freePath(from: Hex, goal: Hex, within: number, taken: ReadonlySet<string>): { readonly path: Hex[]; readonly complete: boolean } {
  const estimate = (at: Hex): number => Math.max(0, hexDistance(at, goal) - within);
  const frontier = new Frontier();
  const reached = new Map<string, number>();
  let seen = 0;
  const start: Node = { at: from, steps: 0, left: estimate(from), from: null, seen };
  let nearest = start;
  frontier.push(start);
  reached.set(hexKey(from), 0);
  let searched = 0;
  while (frontier.size > 0 && searched < MOST_HEXES_SEARCHED) {
    const node = frontier.pop();
    if (node === undefined) break;
    if (node.steps > (reached.get(hexKey(node.at)) ?? Number.POSITIVE_INFINITY)) continue;
    searched += 1;
    if (node.left < nearest.left || (node.left === nearest.left && node.steps < nearest.steps)) nearest = node;
    if (node.left === 0) return { path: pathTo(node), complete: true };
    for (const next of neighbours(node.at)) {
      const key = hexKey(next);
      if (taken.has(key)) continue;
      const steps = node.steps + 1;
      if (steps >= (reached.get(key) ?? Number.POSITIVE_INFINITY)) continue;
      reached.set(key, steps);
      seen += 1;
      frontier.push({ at: next, steps, left: estimate(next), from: node, seen });
    }
  }
  return { path: pathTo(nearest), complete: false };
}
