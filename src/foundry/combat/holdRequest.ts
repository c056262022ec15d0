import { refuse } from "../../engine/Refusal";
import type { GmHandler } from "../gm/handlers";
import { readyGame } from "../gm/readyGame";
import { holdInFight } from "./holdInFight";
import { readHold } from "./readHold";
import { TurnwrightCombat } from "./TurnwrightCombat";

/** The GM applies a Delay, Ready, Act now or Abort for the combatant's owner. */
export const holdHandler: GmHandler = async (payload, requester) => {
  const request = readHold(payload);
  if (!request.ok) return request;
  const game = readyGame();
  const combat = game.combats.get(request.value.combat);
  if (!(combat instanceof TurnwrightCombat)) return refuse("unknown-combat", "That fight no longer exists.", { combat: request.value.combat });
  const combatant = combat.combatants.get(request.value.combatant);
  const user = game.users.get(requester.id);
  if (combatant === undefined || user === undefined) return refuse("unknown-combatant", "That combatant is not in this fight");
  if (!requester.isGM && !combatant.testUserPermission(user, "OWNER")) return refuse("not-yours", "Only the combatant's owner or the GM can do that");
  return holdInFight(combat.fightPort(), request.value.combatant, request.value.hold);
};
