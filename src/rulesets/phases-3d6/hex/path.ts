import { allow, refuse, type Outcome } from "../../../engine/Refusal";
import { hexKey, type Hex } from "./Hex";
import { hexDistance } from "./distance";

/**
 * A movement as the hexes it passes through: the starting hex first, then one hex per step,
 * each next to the one before. A path of one hex is standing still.
 */
export type HexPath = readonly Hex[];

/** Hexes moved along the path (its steps). */
export function pathLength(path: HexPath): number {
  return Math.max(0, path.length - 1);
}

/** A path from anywhere (a token drag, a scenario) checked: it starts somewhere and every step goes to a neighbour. */
export function checkPath(path: HexPath): Outcome<HexPath> {
  if (path.length === 0) return refuse("path-empty", "A movement needs at least the hex it starts from");
  for (let index = 1; index < path.length; index += 1) {
    const from = path[index - 1];
    const to = path[index];
    if (from === undefined || to === undefined) continue;
    if (hexDistance(from, to) !== 1) {
      return refuse("path-not-connected", `Step ${index} of the movement does not go to a neighbouring hex`, {
        step: index,
        from: hexKey(from),
        to: hexKey(to),
      });
    }
  }
  return allow(path);
}

/**
 * The hexes a straight line from `from` to `to` crosses, both ends included: as long as the
 * distance plus one, every step to a neighbour. Where the line runs exactly along a hex edge it
 * is nudged the same way every time, so the same two hexes always give the same path. `most`
 * cuts it to its first steps, worked out alone: a move takes a few steps toward a goal however
 * far off it is.
 */
export function straightPath(from: Hex, to: Hex, most = Number.POSITIVE_INFINITY): Hex[] {
  const steps = hexDistance(from, to);
  const path: Hex[] = [{ q: from.q, r: from.r }];
  // A nudge far below a hex's size keeps points on an edge from rounding to either side at random.
  const nudgeQ = 1e-6;
  const nudgeR = 2e-6;
  for (let step = 1; step <= Math.min(steps, most); step += 1) {
    const t = step / steps;
    const q = from.q + nudgeQ + (to.q - from.q) * t;
    const r = from.r + nudgeR + (to.r - from.r) * t;
    path.push(roundHex(q, r));
  }
  return path;
}

/** A movement through several waypoints (a token dragged with stops): straight lines joined end to end. */
export function pathThrough(waypoints: readonly Hex[]): Hex[] {
  const first = waypoints[0];
  if (first === undefined) return [];
  const path: Hex[] = [{ q: first.q, r: first.r }];
  for (let index = 1; index < waypoints.length; index += 1) {
    const from = waypoints[index - 1];
    const to = waypoints[index];
    if (from === undefined || to === undefined) continue;
    path.push(...straightPath(from, to).slice(1));
  }
  return path;
}

/** The hex holding a fractional axial point: round all three cube coordinates, then mend the one that moved most. */
function roundHex(q: number, r: number): Hex {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq + 0, r: rr + 0 };
}
