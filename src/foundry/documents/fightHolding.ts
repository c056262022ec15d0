import { readyGame } from "../readyGame";
import { readClock } from "../fight/clockRecord";
import { combatData } from "./fighterRecord";
import { TurnwrightCombat } from "./TurnwrightCombat";
import { chooseFight } from "../fight/chooseFight";

/** The world's fights whose clock has begun. */
export function runningFights(): TurnwrightCombat[] {
  return readyGame("the fight holding an actor").combats.contents.flatMap((combat) => {
    if (!(combat instanceof TurnwrightCombat)) return [];
    const clock = readClock(combatData(combat)?.clock);
    return clock !== null && clock.round > 0 ? [combat] : [];
  });
}

/**
 * The running fight that holds an actor, by its ref (a token's own actor for an unlinked token):
 * one whose clock has begun with a combatant of that actor in it. Never `game.combat`, which is
 * the encounter this window's tracker shows (v13 client/game.mjs, `ui.combat.viewed`): a GM looking
 * at another encounter, or two GM windows on two, answer alike. An actor in two running fights at
 * once (a linked actor's tokens in two encounters) is held by the one `chooseFight` chooses.
 */
export function fightHolding(actorRef: string): TurnwrightCombat | undefined {
  const holding = runningFights().filter((combat) => {
    const clock = readClock(combatData(combat)?.clock);
    return combat.combatants.contents.some(
      (combatant) => combatant.id !== null && combatant.actor?.uuid === actorRef && clock?.combatants[combatant.id] !== undefined,
    );
  });
  return chooseFight(holding.map((combat) => ({ id: combat.id ?? "", active: combat.active, combat })))?.combat;
}
