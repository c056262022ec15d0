import type { GridSpace } from "../../../engine/play/MapRules";

/** A space a token passed through on its way, and whether it got there by a jump. */
export interface PassedSpace {
  readonly space: GridSpace;
  /** Reached by teleporting (a blink, a displacement): nothing between was crossed. */
  readonly teleport: boolean;
}

/**
 * The walked stretches of a move: from the origin through each waypoint, a new stretch after
 * every jump, so the rules never see the hexes a teleport skipped as walked.
 */
export function legsOfMove(origin: GridSpace, passed: readonly PassedSpace[]): GridSpace[][] {
  const legs: GridSpace[][] = [[origin]];
  for (const waypoint of passed) {
    const current = legs[legs.length - 1];
    if (waypoint.teleport || current === undefined) legs.push([waypoint.space]);
    else current.push(waypoint.space);
  }
  return legs;
}
