import type { RuleSetModule } from "../../engine/play/RuleSetModule";
import type { CardClient } from "./cardClient";
import { renderCard } from "./renderCard";

/** How the message class reaches the world's rule set and the card client, handed over at init. */
let drawing: { readonly module: () => RuleSetModule | undefined; readonly client: CardClient } | null = null;

export function useCardDrawing(module: () => RuleSetModule | undefined, client: CardClient): void {
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
    const module = drawing?.module();
    if (drawing !== null && module !== undefined) await renderCard(this, html, module, drawing.client);
    return html;
  }
}
