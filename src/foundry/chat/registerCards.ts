import type { RuleSetModule } from "../../engine/play/RuleSetModule";
import { registerGmRequest } from "../gm/requestOfGM";
import { CardClient } from "./cardClient";
import { cardHandlers } from "./cardHandlers";
import { CardMessageModel, CARD_MESSAGE_TYPE } from "./CardMessageModel";
import { renderCard } from "./renderCard";

/**
 * Cards in the chat log, wired at `init` (after the GM requests are registered): the message
 * subtype's model, the GM's start and press requests, and drawing each card for its viewer.
 * Answers the client the sheets use to start cards.
 */
export function registerCards(module: () => RuleSetModule | undefined): CardClient {
  CONFIG.ChatMessage.dataModels[CARD_MESSAGE_TYPE] = CardMessageModel;
  const handlers = cardHandlers(module);
  registerGmRequest("startCard", handlers.startCard);
  registerGmRequest("pressCard", handlers.pressCard);
  const client = new CardClient(module);
  Hooks.on("renderChatMessageHTML", (message, html) => {
    const rules = module();
    if (rules !== undefined) void renderCard(message, html, rules, client);
  });
  return client;
}
