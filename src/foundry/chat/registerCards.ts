import { registerGmRequest } from "../gm/requestOfGM";
import { registerCardStepHook } from "../hooks/cardStepHook";
import type { PlayedRules } from "../playedRules";
import { CardClient } from "./cardClient";
import { cardHandlers, type ActionTaken } from "./cardHandlers";
import { foundryCardTable } from "./foundryCardTable";
import { CARD_MESSAGE_TYPE } from "./cardMessage";
import { CardMessageModel } from "./CardMessageModel";
import { TurnwrightChatMessage, useCardDrawing } from "./TurnwrightChatMessage";

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
  const handlers = cardHandlers(module, actionTaken, foundryCardTable());
  registerGmRequest("startCard", handlers.startCard);
  registerGmRequest("pressCard", handlers.pressCard);
  registerCardStepHook();
  const client = new CardClient(module);
  useCardDrawing(module, client);
  return client;
}
