import type { RangeVerdict } from "../../engine/play/RangeRule";
import { D6_RANGE, type RangedWeapon } from "./rangeBands";

/** Where a combatant stands on a scenario's map of one-metre squares, a new scene's grid. */
export interface Square {
  readonly x: number;
  readonly y: number;
}

/**
 * Metres between two squares as a Foundry scene of one-metre squares measures them by default
 * (core's grid diagonals rule, "equidistant": a diagonal step is one square), so the headless
 * fight and the table count a distance alike.
 */
export function metresBetween(a: Square, b: Square): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

/** Metres between two fighters' squares; null when either stands nowhere (a fight off the map). */
export function distanceApart(a: { readonly at: Square | null }, b: { readonly at: Square | null }): number | null {
  return a.at === null || b.at === null ? null : metresBetween(a.at, b.at);
}

/** The range rule on an attack between two combatants; null when either has no square (a fight off the map). */
export function rangeBetween(weapon: RangedWeapon, from: Square | null, to: Square | null): RangeVerdict | null {
  return from === null || to === null ? null : D6_RANGE.judge(weapon, metresBetween(from, to));
}
