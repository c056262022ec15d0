import { readyGame } from "../gm/readyGame";
import { fightRecord } from "./fighterRecord";
import { fighterOfActor } from "./FightRecord";
import { TurnwrightCombat } from "./TurnwrightCombat";
import { allow, type Outcome } from "../../engine/Refusal";
import { requestOfGM } from "../gm/requestOfGM";

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
 * running fight (through the active GM, who re-checks it); allowed when it is not in one.
 * A refusal has already been shown to this user when it comes back.
 */
export async function spendInFight(actorRef: string, action: string): Promise<Outcome<true>> {
  const combat = readyGame().combat;
  if (!(combat instanceof TurnwrightCombat) || combat.id === null) return allow(true);
  const fighter = fighterOfActor(fightRecord(combat), actorRef);
  if (fighter === undefined) return allow(true);
  const answer = await requestOfGM("spendAction", { combat: combat.id, combatant: fighter.id, action });
  return answer.ok ? allow(true) : answer;
}
