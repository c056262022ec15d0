import type { MapWorld } from "./MapWorld";
import { moveInFight, type MovedToken } from "./moveInFight";

/**
 * A token moved: the active GM asks the rule set what the move set off in the fight (on a hex
 * map, attacks of opportunity) and posts those cards in one batch. Answers how many.
 */
export async function onTokenMoved(world: MapWorld, sceneId: string, moved: MovedToken): Promise<number> {
  if (!world.isActiveGM || world.module === undefined) return 0;
  const move = moveInFight(moved, world.fightOnMap(sceneId));
  if (move === null) return 0;
  const cards = world.module.map.cardsForMove(move);
  if (cards.length > 0) await world.postCards(cards);
  return cards.length;
}
