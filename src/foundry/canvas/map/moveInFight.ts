import type { ActionOnMap, FigureOnMap, GridLayout, GridSpace, TokenMove } from "../../../engine/play/MapRules";
import { legsOfMove, type PassedSpace } from "./legsOfMove";

/** A token's move as Foundry reported it, read into plain data. */
export interface MovedToken {
  readonly tokenId: string;
  readonly grid: GridLayout;
  /** How it was moved: dragging, keyboard, api, config, paste, undo. */
  readonly method: string;
  readonly origin: GridSpace;
  readonly passed: readonly PassedSpace[];
}

/** A combatant with a token on the moved token's scene. */
export interface FigureInFight extends FigureOnMap {
  readonly tokenId: string;
}

/** The running fight on that scene: how its grid is laid out, and its figures in the fight's order. */
export interface FightOnMap {
  readonly grid: GridLayout;
  readonly figures: readonly FigureInFight[];
}

/**
 * Ways of moving that are no walk in the fight: setting a position in the token's
 * configuration, pasting a token, and undoing a move (which puts a token back, not forth).
 */
export const PLACING_METHODS: readonly string[] = ["config", "paste", "undo"];

/**
 * The move for the rules to judge, or null when it is none of the fight's business: no fight
 * running on the scene, a token not in it, a placement rather than a walk.
 */
export function moveInFight(moved: MovedToken, fight: FightOnMap | null): TokenMove | null {
  if (fight === null || PLACING_METHODS.includes(moved.method)) return null;
  const mover = fight.figures.find((figure) => figure.tokenId === moved.tokenId);
  if (mover === undefined) return null;
  return {
    grid: moved.grid,
    mover: { ...mover, at: moved.origin },
    legs: legsOfMove(moved.origin, moved.passed),
    others: fight.figures.filter((figure) => figure.tokenId !== moved.tokenId),
  };
}

/** An action taken from the sheet, for the rules to judge where the actor stands; null when its token is in no fight on this map. */
export function actionInFight(fight: FightOnMap, actor: string, action: string): ActionOnMap | null {
  const figure = fight.figures.find((candidate) => candidate.actor.ref === actor);
  if (figure === undefined) return null;
  return { grid: fight.grid, actor: figure, action, others: fight.figures.filter((other) => other !== figure) };
}
