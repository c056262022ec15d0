import type { MapWorld } from "./MapWorld";
import { actionInFight } from "./moveInFight";

/**
 * An action taken from a sheet by a combatant whose token stands on the map: the active GM asks
 * the rule set what doing it there sets off (a distraction in an enemy's reach: attacks of
 * opportunity) and posts those cards in one batch, as for a token's move. Answers how many.
 */
export async function onActionTaken(world: MapWorld, actor: string, action: string): Promise<number> {
  if (!world.isActiveGM || world.module === undefined) return 0;
  const sceneId = world.sceneOf(actor);
  const fight = sceneId === null ? null : world.fightOnMap(sceneId);
  const act = fight === null ? null : actionInFight(fight, actor, action);
  if (act === null) return 0;
  const cards = world.module.map.cardsForAction(act);
  if (cards.length > 0) await world.postCards(cards);
  return cards.length;
}
