/** What core's sight of a chat message reads: its whisper list, blind flag, author, and rolls. */
export interface MessageFacts {
  readonly whisper: readonly string[];
  readonly blind: boolean;
  readonly author: string;
  /** How many rolls it carries: a card has none until its first press throws dice. */
  readonly rolls: number;
}

/**
 * v13's `ChatMessage#visible` (client/documents/chat-message.mjs): whether the chat log lists the
 * message for `viewer` at all. A whispered message with rolls is listed for everyone (core then
 * hides its content); one without rolls only for its author and recipients.
 */
export function coreListsFor(message: MessageFacts, viewer: string): boolean {
  if (message.whisper.length === 0) return true;
  if (message.rolls > 0) return true;
  return message.author === viewer || message.whisper.includes(viewer);
}

/**
 * v13's `ChatMessage#isContentVisible` (same file): for a message with rolls, a whispered one's
 * content is for its recipients, and for its author unless it is blind; without rolls, whoever it
 * is listed for sees it.
 */
export function coreShowsContentTo(message: MessageFacts, viewer: string): boolean {
  if (message.rolls === 0) return coreListsFor(message, viewer);
  if (message.whisper.length === 0) return true;
  const isBlind = message.blind;
  return message.whisper.includes(viewer) || (message.author === viewer && !isBlind);
}
