import type { FighterRecord, FightRecord } from "./FightRecord";

/**
 * The combatant an actor fights as in a running fight, or undefined when the actor is not in
 * it (out of a fight every action is open). Actors are matched by ref (uuid), so a token's own
 * actor is told apart from its world actor.
 */
export function fighterOfActor(record: FightRecord, actorRef: string): FighterRecord | undefined {
  const clock = record.clock;
  if (clock === null || clock.round === 0) return undefined;
  return record.fighters.find((fighter) => fighter.actor?.ref === actorRef && clock.combatants[fighter.id] !== undefined);
}
