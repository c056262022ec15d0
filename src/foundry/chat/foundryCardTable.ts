import type { DiceRequest } from "../../engine/dice/DiceRequest";
import { PUBLIC } from "../dice/messageVisibility";
import { rollsForMessage } from "../dice/postRolls";
import { rollForRequests } from "../dice/rollForRequests";
import { gmIdsOf, visibilityOfMessage } from "../dice/userMessageMode";
import { actorAt } from "../gm/actorUpdate";
import { readyGame } from "../readyGame";
import { announceDamageApplied } from "../hooks/turnwrightHooks";
import type { CardTable } from "./CardTable";
import { showDice } from "../dice/diceSoNice";
import type { ThrownDice } from "./executePress";
import { foundryCardWorld } from "./foundryCardWorld";
import { pointedDefenders } from "./pointedDefenders";
import { aimedTargets } from "./aimedTargets";

/** The card requests' table in a running game, on the active GM's side. */
export function foundryCardTable(): CardTable {
  return {
    world: (module, seen) => foundryCardWorld(module, seen),
    seenOf(messageId) {
      const message = readyGame("the card table").messages.get(messageId);
      return message === undefined ? PUBLIC : visibilityOfMessage(message);
    },
    gms: () => gmIdsOf(readyGame("the card table").users),
    pointed: pointedDefenders,
    aimed: aimedTargets,
    damageMoved: (messageId, moved) =>
      announceDamageApplied({
        message: messageId,
        undone: moved.undone,
        defenders: moved.dealt.map((dealt) => ({ actor: dealt.ref, name: dealt.name, before: dealt.before, after: dealt.after })),
      }),
    user(requester) {
      return {
        id: requester.id,
        isGM: requester.isGM,
        owns(ref) {
          const user = readyGame("the card table").users.get(requester.id);
          const actor = actorAt(ref);
          return user !== undefined && actor !== undefined && actor.testUserPermission(user, "OWNER");
        },
      };
    },
    throwDice(messageId, presser) {
      // The GM's game throws the dice, as real Rolls: no face a client sends is ever read. The
      // GM's own manual dice entry is for the GM's rolls, so it is not offered for a player's.
      return async (asked: readonly DiceRequest[]): Promise<ThrownDice> => {
        const { rolls, outcomes } = await rollForRequests(asked, { allowInteractive: false });
        showDice(rolls, readyGame("the card table").messages.get(messageId), readyGame("the card table").users.get(presser));
        return { outcomes, rolls: rollsForMessage(rolls) };
      };
    },
  };
}
