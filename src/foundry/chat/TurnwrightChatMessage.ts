import type { RuleSetModule } from "../../engine/play/RuleSetModule";
import type { PlayedRules } from "../playedRules";
import { visibilityOfMessage } from "../dice/userMessageMode";
import { cardActors, playerOwned } from "./cardActors";
import { pressesNow } from "./mayPress";
import type { CardClient } from "./cardClient";
import { readCardMessage } from "./cardMessage";
import { cardListedFor, cardShownTo, cardSight, type CardAudience } from "./cardSight";
import { renderCard, viewer } from "./renderCard";

/** How the message class reaches the world's rule set and the card client, handed over at init. */
let drawing: { readonly module: PlayedRules; readonly client: CardClient } | null = null;
/** The rules once they have arrived: who a card is listed for is asked without waiting (`visible` is a getter). */
let arrived: RuleSetModule | undefined;

export function useCardDrawing(module: PlayedRules, client: CardClient): void {
  drawing = { module, client };
  void module().then((rules) => {
    arrived = rules;
  });
}

/**
 * Chat messages of the system: a card message draws its body from its `system` data for the
 * user looking at it (the rule set's view, only the buttons they may press); every other
 * message is core's own. A card is the GM's game's writing but its roller's roll, so who sees it
 * is core's answer for the roller's own roll (see cardSight): the chat log lists messages by
 * `visible` and core draws a roll's content by `isContentVisible` (v13
 * client/applications/sidebar/tabs/chat.mjs, client/documents/chat-message.mjs). A viewer who may
 * press one of its buttons finds it listed, kept from them but for those buttons.
 */
export class TurnwrightChatMessage<SubType extends ChatMessage.SubType = ChatMessage.SubType> extends ChatMessage<SubType> {
  /** Who sees this message if it is a card; null for any other message. */
  #cardAudience(): CardAudience | null {
    const read = readCardMessage(this);
    return read === null ? null : { ...visibilityOfMessage(this), roller: read.roller, rolled: read.thrown };
  }

  /** Whether this game's user has a button of this card open to press. */
  #pressesNow(): boolean {
    const read = readCardMessage(this);
    const user = game.user;
    if (read === null || arrived === undefined || user === undefined || user === null) return false;
    return pressesNow(arrived.cards.view(read.card, cardActors(read.card.actors)), read.writtenByGM, viewer(user), playerOwned);
  }

  override get visible(): boolean {
    const audience = this.#cardAudience();
    const id = game.user?.id;
    if (audience === null || id === undefined || id === null) return super.visible;
    // The rules' view is read only where the card's own audience leaves the viewer out.
    return cardListedFor(audience, id) || cardSight(audience, id, this.#pressesNow()) !== "unlisted";
  }

  override get isContentVisible(): boolean {
    const audience = this.#cardAudience();
    const id = game.user?.id;
    return audience === null || id === undefined || id === null ? super.isContentVisible : cardShownTo(audience, id);
  }

  override async renderHTML(options?: ChatMessage.RenderHTMLOptions): Promise<HTMLElement> {
    const html = await super.renderHTML(options);
    // Drawn once the rules have arrived, so no card is ever shown without its buttons.
    const module = await drawing?.module();
    if (drawing !== null && module !== undefined) await renderCard(this, html, module, drawing.client);
    return html;
  }
}
