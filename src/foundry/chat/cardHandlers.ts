import type { DiceRequest } from "../../engine/dice/DiceRequest";
import { refuse } from "../../engine/Refusal";
import { rollsForMessage } from "../dice/postRolls";
import { rollForRequests } from "../dice/rollForRequests";
import { actorAt } from "../gm/actorUpdate";
import type { GmHandler } from "../gm/handlers";
import { readyGame } from "../gm/readyGame";
import type { Requester } from "../gm/Requester";
import { readPress, readStart } from "./cardRequests";
import type { CardUser } from "./CardWorld";
import { showDice } from "./diceSoNice";
import { executePress, type ThrownDice } from "./executePress";
import { executeStart } from "./executeStart";
import { foundryCardWorld } from "./foundryCardWorld";
import { PUBLIC } from "../dice/messageVisibility";
import { gmIdsOf, visibilityOfMessage } from "../dice/userMessageMode";
import { cardRecipients } from "./cardSight";
import type { PlayedRules } from "../playedRules";

function cardUser(requester: Requester): CardUser {
  return {
    id: requester.id,
    isGM: requester.isGM,
    owns(ref) {
      const user = readyGame().users.get(requester.id);
      const actor = actorAt(ref);
      return user !== undefined && actor !== undefined && actor.testUserPermission(user, "OWNER");
    },
  };
}

/** What follows, on the GM's side, from an action a sheet button took from an actor's budget. */
export type ActionTaken = (actor: string, action: string) => Promise<void>;

/** The GM's side of cards: sheet buttons that start one, card buttons that move one on. */
export function cardHandlers(moduleOf: PlayedRules, actionTaken: ActionTaken): { readonly startCard: GmHandler; readonly pressCard: GmHandler } {
  return {
    async startCard(payload, requester) {
      const module = await moduleOf();
      if (module === undefined) return refuse("ruleset-unplayable", "This world's rule set cannot be played yet");
      const request = readStart(payload);
      if (!request.ok) return request;
      // Seen as the presser chose on their own game, whoever applies it.
      const seen = cardRecipients(request.value.mode, requester.id, gmIdsOf(readyGame().users));
      const started = await executeStart(foundryCardWorld(module, seen), request.value, cardUser(requester));
      // The card first, then what the action sets off where the actor stands (an attack of opportunity).
      if (started.ok && started.value.spent !== undefined) await actionTaken(started.value.spent.actor, started.value.spent.action);
      return started;
    },
    async pressCard(payload, requester) {
      const module = await moduleOf();
      if (module === undefined) return refuse("ruleset-unplayable", "This world's rule set cannot be played yet");
      const request = readPress(payload);
      if (!request.ok) return request;
      const { messageId, button } = request.value;
      // Cards a press makes are seen by whoever saw the card they came from.
      const message = readyGame().messages.get(messageId);
      const seen = message === undefined ? PUBLIC : visibilityOfMessage(message);
      const presser = readyGame().users.get(requester.id);
      // The GM's game throws the dice, as real Rolls: no face a client sends is ever read. The
      // GM's own manual dice entry is for the GM's rolls, so it is not offered for a player's.
      const throwDice = async (asked: readonly DiceRequest[]): Promise<ThrownDice> => {
        const { rolls, outcomes } = await rollForRequests(asked, { allowInteractive: false });
        await showDice(rolls, message, presser);
        return { outcomes, rolls: rollsForMessage(rolls) };
      };
      return executePress(foundryCardWorld(module, seen), { messageId, button, throwDice }, cardUser(requester));
    },
  };
}
