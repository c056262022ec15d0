/** What a card's look reads of its message: its card data, its author, its recipients and rolls. */
export interface LookedAtMessage extends Pick<ChatMessage.Implementation, "whisper" | "blind" | "isContentVisible" | "rolls" | "id"> {
  readonly type: string;
  readonly system: unknown;
  readonly author: { readonly id: string | null; readonly isGM: boolean } | null;
  /** Whether it carries rolls (v13 `ChatMessage#isRoll`). */
  readonly isRoll: boolean;
}

/**
 * How a card message looks to this game's user, worked out by the chat's cards and handed over
 * at init (`useCardLook`), so the document class knows no card: each answer is null for a
 * message that is not a card, which core then answers as for any message.
 */
export interface CardLook {
  /** Whether the chat log lists the message for this game's user. */
  listed(message: LookedAtMessage): boolean | null;
  /** Whether this game's user sees the message's content. */
  contentShown(message: LookedAtMessage): boolean | null;
  /** Draws the card's body into the message's element, once the rules have arrived. */
  draw(message: LookedAtMessage, html: HTMLElement): Promise<void>;
}

let look: CardLook | null = null;

export function useCardLook(cards: CardLook): void {
  look = cards;
}

/**
 * Chat messages of the system: a card message draws its body from its `system` data for the
 * user looking at it (the rule set's view, only the buttons they may press); every other
 * message is core's own. A card is the GM's game's writing but its roller's roll, so who sees it
 * is core's answer for the roller's own roll (see chat/cardSight.ts): the chat log lists messages
 * by `visible` and core draws a roll's content by `isContentVisible` (v13
 * client/applications/sidebar/tabs/chat.mjs, client/documents/chat-message.mjs). A viewer who may
 * press one of its buttons finds it listed, kept from them but for those buttons.
 */
export class TurnwrightChatMessage<SubType extends ChatMessage.SubType = ChatMessage.SubType> extends ChatMessage<SubType> {
  override get visible(): boolean {
    return look?.listed(this) ?? super.visible;
  }

  override get isContentVisible(): boolean {
    return look?.contentShown(this) ?? super.isContentVisible;
  }

  override async renderHTML(options?: ChatMessage.RenderHTMLOptions): Promise<HTMLElement> {
    const html = await super.renderHTML(options);
    await look?.draw(this, html);
    return html;
  }
}
