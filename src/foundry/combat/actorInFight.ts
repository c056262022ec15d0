import { readyGame } from "../gm/readyGame";
import { fightRecord } from "./fighterRecord";
import { fighterOfActor } from "./FightRecord";
import { TurnwrightCombat } from "./TurnwrightCombat";
import { allow, type Outcome } from "../../engine/Refusal";
import { announceBudgetSpent } from "../hooks/turnwrightHooks";

/**
 * The action budget an actor holds in the fight under way (for its sheet's action list), or
 * undefined when it is in no running fight: then every action shows as open.
 */
export function budgetOfActor(actorRef: string): unknown {
  const combat = readyGame().combat;
  if (!(combat instanceof TurnwrightCombat)) return undefined;
  const fighter = fighterOfActor(fightRecord(combat), actorRef);
  return fighter === undefined || fighter.budget === null ? undefined : fighter.budget;
}

/**
 * An action an actor takes from a sheet or a card, charged to its budget when it is in the
 * running fight; allowed when it is not in one. Called by the active GM inside the card's own
 * request, so it writes here rather than asking the GM again: the GM applies one request at a
 * time, and a request that waited on another of its own would never finish.
 */
export async function spendInFight(actorRef: string, action: string): Promise<Outcome<true>> {
  const combat = readyGame().combat;
  if (!(combat instanceof TurnwrightCombat) || combat.id === null) return allow(true);
  const fighter = fighterOfActor(fightRecord(combat), actorRef);
  if (fighter === undefined) return allow(true);
  const spent = await (await import("./gmFightOperations")).spendFromBudget(combat.fightPort(), fighter.id, action);
  if (!spent.ok) return spent;
  announceBudgetSpent({ combat: combat.id, combatant: fighter.id, actor: actorRef, action });
  return allow(true);
}
