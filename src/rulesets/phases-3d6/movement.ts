import { type Hex, hexKey } from "./hex/Hex";
import { hexDistance } from "./hex/distance";
import { neighbours } from "./hex/neighbours";
import { straightPath } from "./hex/path";
import type { MovementManner } from "./opportunity/threat";

/** Which way a movement goes with respect to the character it is about. */
export type Heading = "toward" | "away";

export interface MoveAction {
  readonly manner: MovementManner;
  readonly heading: Heading;
  /** Hexes it may cover, from the character's combat movement. */
  readonly hexes: (movement: number) => number;
}

/**
 * The actions that cover ground in the headless fight. A script names no hex, so its target
 * gives the direction: moves close in on it, the 1-hex step and Withdraw back away from it
 * (the two ways out of a threatened hex). Non-combat speed is taken as twice combat movement.
 * Move By and Move Through are not played out here.
 */
const MOVE_ACTIONS: Readonly<Record<string, MoveAction>> = {
  halfMove: { manner: "combat", heading: "toward", hexes: (movement) => Math.floor(movement / 2) },
  crawl: { manner: "combat", heading: "toward", hexes: (movement) => Math.min(1, movement) },
  fullMove: { manner: "combat", heading: "toward", hexes: (movement) => movement },
  noncombatMove: { manner: "nonCombat", heading: "toward", hexes: (movement) => movement * 2 },
  withdraw: { manner: "withdraw", heading: "away", hexes: (movement) => movement },
  step: { manner: "step", heading: "away", hexes: () => 1 },
};

export function moveAction(id: string): MoveAction | undefined {
  return MOVE_ACTIONS[id];
}

/**
 * Up to `hexes` steps along the straight line toward `goal`, stopping once within `within`
 * hexes of it, and short of the first hex someone else stands in.
 */
export function pathToward(from: Hex, goal: Hex, hexes: number, within: number, occupied: readonly Hex[]): Hex[] {
  const steps = Math.max(0, Math.min(hexes, hexDistance(from, goal) - within));
  return short(straightPath(from, goal).slice(0, steps + 1), occupied);
}

/**
 * Up to `hexes` steps, each to the free neighbour farthest from `threat` (the first such in
 * the fixed order of directions); it stops where no step gains distance.
 */
export function pathAway(from: Hex, threat: Hex, hexes: number, occupied: readonly Hex[]): Hex[] {
  const taken = new Set(occupied.map(hexKey));
  const path: Hex[] = [from];
  let here = from;
  for (let step = 0; step < hexes; step += 1) {
    let best: Hex | undefined;
    for (const next of neighbours(here)) {
      if (taken.has(hexKey(next))) continue;
      if (hexDistance(next, threat) > hexDistance(best ?? here, threat)) best = next;
    }
    if (best === undefined) break;
    path.push(best);
    here = best;
  }
  return path;
}

function short(path: Hex[], occupied: readonly Hex[]): Hex[] {
  const taken = new Set(occupied.map(hexKey));
  const blocked = path.findIndex((at, index) => index > 0 && taken.has(hexKey(at)));
  return blocked === -1 ? path : path.slice(0, blocked);
}
