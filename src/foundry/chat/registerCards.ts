import { registerGmRequest } from "../gm/requestOfGM";
import { registerCardStepHook } from "./cardStepHook";
import type { PlayedRules } from "../playedRules";
import { CardClient } from "./cardClient";
import type { ActionTaken, cardHandlers } from "./cardHandlers";
import { CARD_MESSAGE_TYPE } from "./cardMessage";
import { CardMessageModel } from "../data/CardMessageModel";
import { TurnwrightChatMessage, useCardLook } from "../documents/TurnwrightChatMessage";
import { cardLook } from "./cardLook";

/**
 * Cards in the chat log, wired at `init` (after the GM requests are registered): the message
 * subtype's model and the message class that draws each card for its viewer, and the GM's
 * start and press requests; `actionTaken` hears each action a started card took, for what it
 * sets off where the actor stands.
 * Answers the client the sheets use to start cards.
 */
export function registerCards(module: PlayedRules, actionTaken: ActionTaken): CardClient {
  CONFIG.ChatMessage.documentClass = TurnwrightChatMessage;
  CONFIG.ChatMessage.dataModels[CARD_MESSAGE_TYPE] = CardMessageModel;
  // Only the active GM's game answers them: the handlers and the table they read are fetched with the first request, off every player's boot.
  let handlers: Promise<ReturnType<typeof cardHandlers>> | undefined;
  const answering = (): Promise<ReturnType<typeof cardHandlers>> =>
    (handlers ??= Promise.all([import("./cardHandlers"), import("./foundryCardTable")]).then(([made, table]) =>
      made.cardHandlers(module, actionTaken, table.foundryCardTable()),
    ));
  registerGmRequest("startCard", async (payload, requester) => (await answering()).startCard(payload, requester));
  registerGmRequest("pressCard", async (payload, requester) => (await answering()).pressCard(payload, requester));
  registerCardStepHook();
  const client = new CardClient(module);
  useCardLook(cardLook(module, client));
  return client;
}
