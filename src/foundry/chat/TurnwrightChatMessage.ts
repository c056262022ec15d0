import type { PlayedRules } from "../playedRules";
import { visibilityOfMessage } from "../dice/userMessageMode";
import type { CardClient } from "./cardClient";
import { readCardMessage } from "./cardMessage";
import { cardListedFor, cardShownTo, type CardAudience } from "./cardSight";
import { renderCard } from "./renderCard";

/** How the message class reaches the world's rule set and the card client, handed over at init. */
let drawing: { readonly module: PlayedRules; readonly client: CardClient } | null = null;

export function useCardDrawing(module: PlayedRules, client: CardClient): void {
  drawing = { module, client };
}

/**
 * Chat messages of the system: a card message draws its body from its `system` data for the
 * user looking at it (the rule set's view, only the buttons they may press); every other
 * message is core's own. A card is the GM's game's writing but its roller's roll, so who sees it
 * is core's answer for the roller's own roll (see cardSight): the chat log lists messages by
 * `visible` and core draws a roll's content by `isContentVisible` (v13
 * client/applications/sidebar/tabs/chat.mjs, client/documents/chat-message.mjs).
 */
export class TurnwrightChatMessage<SubType extends ChatMessage.SubType = ChatMessage.SubType> extends ChatMessage<SubType> {
  /** Who sees this message if it is a card; null for any other message. */
  #cardAudience(): CardAudience | null {
    const read = readCardMessage(this);
    return read === null ? null : { ...visibilityOfMessage(this), roller: read.roller, rolled: this.isRoll };
  }

  override get visible(): boolean {
    const audience = this.#cardAudience();
    const viewer = game.user?.id;
    return audience === null || viewer === undefined || viewer === null ? super.visible : cardListedFor(audience, viewer);
  }

  override get isContentVisible(): boolean {
    const audience = this.#cardAudience();
    const viewer = game.user?.id;
    return audience === null || viewer === undefined || viewer === null ? super.isContentVisible : cardShownTo(audience, viewer);
  }

  override async renderHTML(options?: ChatMessage.RenderHTMLOptions): Promise<HTMLElement> {
    const html = await super.renderHTML(options);
    // Drawn once the rules have arrived, so no card is ever shown without its buttons.
    const module = await drawing?.module();
    if (drawing !== null && module !== undefined) await renderCard(this, html, module, drawing.client);
    return html;
  }
}
