import { acting } from "../../engine/clock/index";
import type { TurnStanding } from "../../engine/play/offeredNow";
import { readClock } from "../fight/clockRecord";
import { combatData, fightRecord } from "./fighterRecord";
import { fighterOfActor } from "../fight/FightRecord";
import { fightHolding } from "./fightHolding";
import { allow, type Outcome } from "../../engine/Refusal";
import { announceBudgetSpent } from "../hooks/turnwrightHooks";

/**
 * The action budget an actor holds in the fight that holds it (for its sheet's action list), or
 * undefined when it is in no running fight: then every action shows as open. The fight is the one
 * the actor fights in, never the one this window's tracker shows (fightHolding).
 */
export function budgetOfActor(actorRef: string): unknown {
  const combat = fightHolding(actorRef);
  if (combat === undefined) return undefined;
  const fighter = fighterOfActor(fightRecord(combat), actorRef);
  return fighter === undefined || fighter.budget === null ? undefined : fighter.budget;
}

/**
 * Whether the actor's combatant acts now in the fight that holds it, as the tracker marks it
 * (`acting` of its clock); undefined when it is in no running fight. What its sheet and
 * `api.actions` offer waits for its turn as the GM's game does (offeredNow).
 */
export function standingOfActor(actorRef: string): TurnStanding | undefined {
  const combat = fightHolding(actorRef);
  const clock = combat === undefined ? null : readClock(combatData(combat)?.clock);
  if (combat === undefined || clock === null) return undefined;
  const ids = combat.combatants.contents.flatMap((combatant) =>
    combatant.id !== null && combatant.actor?.uuid === actorRef && clock.combatants[combatant.id] !== undefined ? [combatant.id] : [],
  );
  const now = acting(clock);
  return { acting: ids.some((id) => now.includes(id)) };
}

/**
 * An action an actor takes from a sheet or a card, charged to its budget in the fight that holds
 * it; allowed when it is in none. Called by the active GM inside the card's own request, so it
 * writes here rather than asking the GM again: the GM applies one request at a time, and a request
 * that waited on another of its own would never finish.
 */
export async function spendInFight(actorRef: string, action: string): Promise<Outcome<true>> {
  const combat = fightHolding(actorRef);
  if (combat === undefined || combat.id === null) return allow(true);
  const fighter = fighterOfActor(fightRecord(combat), actorRef);
  if (fighter === undefined) return allow(true);
  const spent = await (await import("../fight/gmFightOperations")).spendFromBudget(combat.fightPort(), fighter.id, action);
  if (!spent.ok) return spent;
  announceBudgetSpent({ combat: combat.id, combatant: fighter.id, actor: actorRef, action });
  return allow(true);
}
