import { type Hex, hexKey } from "./hex/Hex";
import { hexDistance } from "./hex/distance";
import { freePath, MOST_HEXES_SEARCHED } from "./hex/freePath";
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
 * Up to `hexes` steps toward `goal`, stopping once within `within` hexes of it, along the straight
 * line while nobody stands on it. An enemy on it stops the move short of its hex: that enemy is
 * then the nearer one to face. An ally on it is gone round by the shortest free way (`freePath`),
 * or where no free way gets within reach, as near as one goes, which may be nowhere.
 */
export function pathToward(from: Hex, goal: Hex, hexes: number, within: number, enemies: readonly Hex[], allies: readonly Hex[] = []): Hex[] {
  const steps = Math.max(0, Math.min(hexes, hexDistance(from, goal) - within));
  const straight = straightPath(from, goal, steps);
  const foes = new Set(enemies.map(hexKey));
  const friends = new Set(allies.map(hexKey));
  const blocked = straight.findIndex((at, index) => index > 0 && (foes.has(hexKey(at)) || friends.has(hexKey(at))));
  if (blocked === -1) return straight;
  const at = straight[blocked];
  if (at !== undefined && foes.has(hexKey(at))) return straight.slice(0, blocked);
  return freePath(from, goal, within, new Set([...foes, ...friends])).path.slice(0, hexes + 1);
}

/**
 * Why a move toward `goal` ended at `end` short of its reach: who of `standing` is on the straight
 * line from there to the goal (the goal's own hex left out), else who stands within `within` of the
 * goal in the hexes the mover would need. Empty when nobody is in the way.
 */
export function inTheWay<S extends { readonly at: Hex | null }>(end: Hex, goal: Hex, within: number, standing: readonly S[]): S[] {
  // Those in the way stand near: the line is followed no farther than a search for a way round goes.
  const line = new Set(straightPath(end, goal, MOST_HEXES_SEARCHED).slice(1, -1).map(hexKey));
  const onLine = standing.filter((other) => other.at !== null && line.has(hexKey(other.at)));
  if (onLine.length > 0) return onLine;
  return standing.filter((other) => other.at !== null && hexDistance(other.at, goal) <= within && hexDistance(other.at, goal) > 0);
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
