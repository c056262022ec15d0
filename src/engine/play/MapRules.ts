import type { ActorSnapshot } from "./ActorSnapshot";
import type { CardState } from "./CardRules";

/**
 * How a map is laid out, in words no table software owns: no grid, squares, or hexes whose odd
 * or even rows ("-r", pointy-topped) or columns ("-q", flat-topped) are pushed half a hex along.
 */
export const GRID_LAYOUTS = ["gridless", "square", "odd-r", "even-r", "odd-q", "even-q"] as const;
export type GridLayout = (typeof GRID_LAYOUTS)[number];

/**
 * What a new scene of a world under the rule set is laid out as: its grid, and how far one
 * space is in the rule set's own unit ("m", "hex", "ft", "yd").
 */
export interface SceneGrid {
  readonly layout: GridLayout;
  readonly distance: number;
  readonly units: string;
}

/**
 * A grid space by row `i` and column `j`. Which space of which shape that is depends on the
 * layout, which travels with it.
 */
export interface GridSpace {
  readonly i: number;
  readonly j: number;
}

/** A combatant's token on the map: its actor, where it stands, its side and its budget. */
export interface FigureOnMap {
  readonly actor: ActorSnapshot;
  readonly at: GridSpace;
  /** Tokens of the same side are friends (Foundry's disposition). */
  readonly side: number;
  /** The combatant's stored budget in the running fight. */
  readonly budget: unknown;
}

/**
 * A token moved during a fight, as plain data. `legs` are the spaces it went through between
 * waypoints, one list per stretch it walked; a jump (a teleport) starts a new leg, since nothing
 * in between was crossed.
 */
export interface TokenMove {
  /** How the scene's grid is laid out. */
  readonly grid: GridLayout;
  /** The mover, where it started. */
  readonly mover: FigureOnMap;
  readonly legs: readonly (readonly GridSpace[])[];
  /** Everyone else in the fight on the same map, in the order of the fight. */
  readonly others: readonly FigureOnMap[];
}

/** An action taken from the sheet by a combatant whose token stands on the map, as plain data. */
export interface ActionOnMap {
  readonly grid: GridLayout;
  /** The actor, where it stands; its budget already holds the action. */
  readonly actor: FigureOnMap;
  /** The action's id, as the budget took it. */
  readonly action: string;
  /** Everyone else in the fight on the same map, in the order of the fight. */
  readonly others: readonly FigureOnMap[];
}

/** What a rule set makes of tokens on the map during a fight: where they walk, and what they do where they stand. */
export interface MapRules {
  /** The cards a move posts (an attack of opportunity offered); none when it sets nothing off. */
  cardsForMove(move: TokenMove): readonly CardState[];
  /** The cards an action posts because of where the actor stands (a distraction in reach of an enemy); none when it sets nothing off. */
  cardsForAction(act: ActionOnMap): readonly CardState[];
  /**
   * Where a token stands, as the combatant's fields of a scenario (its hex), for a study of the
   * fight's odds; null when this map cannot say (a square map under hex rules). Left out by a
   * rule set in which where one stands plays no part in a headless fight.
   */
  scenarioFieldsAt?(at: GridSpace, grid: GridLayout): Readonly<Record<string, unknown>> | null;
}

/** For rule sets in which where a token stands or walks changes nothing. */
export const MAP_CHANGES_NOTHING: MapRules = {
  cardsForMove: () => [],
  cardsForAction: () => [],
};
