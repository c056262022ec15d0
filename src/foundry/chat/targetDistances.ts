import type { RangeAtTable } from "../../engine/play/RangeRule";
import { reachNote, type MeasuredDistance, type ReachNote } from "../../engine/play/reachOnCard";
import { TurnwrightActor } from "../documents/TurnwrightActor";
import { targetedTokens } from "./targetedTokens";

type Point = { readonly x: number; readonly y: number; readonly elevation: number };

/**
 * The distance along the scene's grid between two points, as core measures a path: the grid's own
 * `measurePath` through the two waypoints (v13 common/grid/base.mjs `BaseGrid#measurePath`, which
 * v13's ruler and `TokenDocument#measureMovementPath` in client/documents/token.mjs measure with),
 * in the scene's units. Narrowed to core's three grids because v14 declares the base's method
 * uncallable (`never`) and each grid its own.
 */
function alongGrid(grid: foundry.grid.BaseGrid, from: Point, to: Point): number | null {
  const path = [
    { x: from.x, y: from.y, elevation: from.elevation },
    { x: to.x, y: to.y, elevation: to.elevation },
  ];
  if (grid instanceof foundry.grid.HexagonalGrid) return grid.measurePath(path, {}).distance;
  if (grid instanceof foundry.grid.SquareGrid) return grid.measurePath(path, {}).distance;
  if (grid instanceof foundry.grid.GridlessGrid) return grid.measurePath(path, {}).distance;
  return null;
}

/** The attacker's token on the scene nearest the target's: the one it attacks from, when an actor has several. */
function attackerToken(actorRef: string, target: TokenDocument.Implementation): TokenDocument.Implementation | undefined {
  const scene = target.parent;
  if (scene === null) return undefined;
  const own = scene.tokens.filter((token) => token.actor?.uuid === actorRef);
  const at = target.getCenterPoint();
  const far = (token: TokenDocument.Implementation): number => Math.hypot(token.getCenterPoint().x - at.x, token.getCenterPoint().y - at.y);
  return own.sort((a, b) => far(a) - far(b))[0];
}

/**
 * On the GM's side: how far each target stands from the attacker, by the target's actor ref, for
 * the targets the user targets on the scene as the GM's game knows them (targetedTokens) and the
 * attacker's token on the same scene. Rounded to hundredths (a gridless scene measures fractions).
 * A target with no token there, or an attacker with none on its scene, has no distance: its
 * attack goes on as it would without a map.
 */
export function targetDistances(actorRef: string, targets: readonly string[], userId: string): Readonly<Record<string, MeasuredDistance>> {
  const measured: Record<string, MeasuredDistance> = {};
  for (const token of targetedTokens(userId)) {
    // v14 declares a document's uuid as possibly null (one not yet stored).
    const ref = token.actor?.uuid ?? null;
    if (ref === null || !targets.includes(ref) || Object.hasOwn(measured, ref) || token.parent === null) continue;
    const from = attackerToken(actorRef, token);
    if (from === undefined) continue;
    const distance = alongGrid(token.parent.grid, from.getCenterPoint(), token.getCenterPoint());
    if (distance !== null) measured[ref] = { distance: Math.round(distance * 100) / 100, units: token.parent.grid.units };
  }
  return measured;
}

/**
 * On the roller's own game, before the dialog: the distances to the tokens it targets on its
 * canvas, and what the rule set's range rule will make of them, said in the dialog. Only a word
 * ahead: the GM's game measures again and decides (executeStart).
 */
export function reachBeforeRoll(
  range: RangeAtTable | undefined,
  actor: Actor.Implementation,
  start: { readonly action: string; readonly data: Readonly<Record<string, string>>; readonly targets: readonly string[]; readonly user: string },
): ReachNote | null {
  // v14 declares a document's uuid as possibly null (one not yet stored): such an actor has no token to measure from.
  const self = actor.uuid ?? null;
  if (!(actor instanceof TurnwrightActor) || self === null) return null;
  const named = targetedTokens(start.user).flatMap((token) => {
    const ref = token.actor?.uuid ?? null;
    return ref === null || !start.targets.includes(ref) ? [] : [{ ref, name: token.name }];
  });
  const distances = targetDistances(self, start.targets, start.user);
  return reachNote(range, { actor: actor.snapshot(), action: start.action, data: start.data, targets: named }, distances);
}
