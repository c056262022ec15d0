import type { GridSpace } from "../../../engine/play/MapRules";
import type { RuleSetModule } from "../../../engine/play/RuleSetModule";
import { fighterRecord } from "../../documents/fighterRecord";
import { TurnwrightCombat } from "../../documents/TurnwrightCombat";
import { PUBLIC, type Visibility } from "../../dice/messageVisibility";
import type { CardState } from "../../../engine/play/CardRules";
import { readyGame } from "../../readyGame";
import { gridLayoutOf } from "./gridLayout";
import type { MapWorld } from "./MapWorld";
import type { FigureInFight, FightOnMap, MovedToken } from "./moveInFight";

/** The grid space under a token placed at `position` (its centre decides, as Foundry's own snapping does). */
export function spaceUnder(token: TokenDocument.Implementation, position: TokenDocument.Dimensions3D): GridSpace | null {
  const grid = token.parent?.grid;
  if (grid === undefined) return null;
  const offset = grid.getOffset(token.getCenterPoint(position));
  return { i: offset.i, j: offset.j };
}

/** The move Foundry reported, as plain data; null when the token is on no scene. */
export function movedToken(token: TokenDocument.Implementation, movement: TokenDocument.MovementOperation): MovedToken | null {
  const origin = spaceUnder(token, movement.origin);
  const grid = token.parent?.grid;
  if (origin === null || grid === undefined || token.id === null) return null;
  const passed = movement.passed.waypoints.flatMap((waypoint) => {
    const space = spaceUnder(token, waypoint);
    return space === null
      ? []
      : [{ space, teleport: Object.entries(CONFIG.Token.movement.actions).find(([id]) => id === waypoint.action)?.[1]?.teleport === true }];
  });
  return { tokenId: token.id, grid: gridLayoutOf(grid.type), method: movement.method, origin, passed };
}

function figureOf(combatant: Combatant.Implementation, sceneId: string): FigureInFight[] {
  const token = combatant.token;
  if (token === null || token.id === null || token.parent?.id !== sceneId) return [];
  const fighter = fighterRecord(combatant);
  const at = spaceUnder(token, {});
  if (at === null || fighter.actor === null) return [];
  return [{ tokenId: token.id, actor: fighter.actor, at, side: token.disposition, budget: fighter.budget }];
}

/** The started fights, ours alone. */
function startedFights() {
  return readyGame("the map").combats.contents.filter((candidate) => candidate instanceof TurnwrightCombat && candidate.started);
}

/** The started fight with combatants on this scene, its grid and its figures in the order of the tracker. */
function fightOnMap(sceneId: string): FightOnMap | null {
  const combat = startedFights().find((candidate) => candidate.combatants.contents.some((c) => c.sceneId === sceneId));
  const scene = readyGame("the map").scenes.get(sceneId);
  if (combat === undefined || scene === undefined) return null;
  return { grid: gridLayoutOf(scene.grid.type), figures: combat.turns.flatMap((combatant) => figureOf(combatant, sceneId)) };
}

/** The scene where the actor's token fights: its combatant in a started fight, on a scene. */
function sceneOf(actor: string): string | null {
  for (const combat of startedFights()) {
    const combatant = combat.combatants.contents.find((candidate) => candidate.actor?.uuid === actor && candidate.token !== null);
    if (combatant?.sceneId !== undefined && combatant.sceneId !== null) return combatant.sceneId;
  }
  return null;
}

/**
 * How the map's cards reach the chat: handed in by whoever wires the map, so the map knows no
 * card's writing (the chat's card world stands on the map's neighbours, not beneath them).
 */
export type CardPoster = (module: RuleSetModule, cards: readonly CardState[], author: string, visibility: Visibility) => Promise<void>;

/** The map's world in a running game: the fight read from documents, cards posted for all to see. */
export function foundryMapWorld(module: RuleSetModule | undefined, post: CardPoster): MapWorld {
  const game = readyGame("the map");
  return {
    module,
    isActiveGM: game.users.activeGM?.isSelf === true,
    fightOnMap,
    sceneOf,
    async postCards(cards) {
      if (module === undefined || game.user.id === null) return;
      // Public: the threatener's owner, whoever that is, must see the offer.
      await post(module, cards, game.user.id, PUBLIC);
    },
  };
}
