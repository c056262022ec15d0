import type { PlayedRules } from "../playedRules";
import type { CardClient } from "./cardClient";
import { renderCard } from "./renderCard";

/** How the message class reaches the world's rule set and the card client, handed over at init. */
let drawing: { readonly module: PlayedRules; readonly client: CardClient } | null = null;

export function useCardDrawing(module: PlayedRules, client: CardClient): void {
  drawing = { module, client };
}

/**
 * Chat messages of the system: a card message draws its body from its `system` data for the
 * user looking at it (the rule set's view, only the buttons they may press); every other
 * message is core's own.
 */
export class TurnwrightChatMessage<SubType extends ChatMessage.SubType = ChatMessage.SubType> extends ChatMessage<SubType> {
  override async renderHTML(options?: ChatMessage.RenderHTMLOptions): Promise<HTMLElement> {
    const html = await super.renderHTML(options);
    // Drawn once the rules have arrived, so no card is ever shown without its buttons.
    const module = await drawing?.module();
    if (drawing !== null && module !== undefined) await renderCard(this, html, module, drawing.client);
    return html;
  }
}
