import { readyGame } from "../gm/readyGame";
import { fighterOfActor } from "./fighterOfActor";
import { fightRecord } from "./fighterRecord";
import { TurnwrightCombat } from "./TurnwrightCombat";

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
