import { readCardState } from "../../engine/play/readCardState";
import { allow, refuse, type Outcome } from "../../engine/Refusal";
import type { CardState } from "../../engine/play/CardRules";

/** The chat message subtype every rule set's cards use; system.json declares it as ChatMessage "card". */
export const CARD_MESSAGE_TYPE = "card";

/** A card as the GM's game keeps it: its state, the user whose roll it is, and whether it is seen as a thrown roll (see cardSight). */
export interface StoredCard {
  readonly card: CardState;
  readonly roller: string;
  /**
   * Its dice thrown (it carries rolls), or made by a press of a card whose dice were: seen as core
   * sees a roll, with or without dice of its own, so a card spawned is as private as its parent.
   */
  readonly thrown: boolean;
}

/** A card message read back, and whether a GM's game wrote it: no other card is ever acted on. */
export interface ReadCard extends StoredCard {
  readonly writtenByGM: boolean;
}

/** What is read of a chat message: v13's `ChatMessage#author` is the User its `author` id names. */
export interface CardMessageSource {
  readonly type: string;
  readonly system: unknown;
  readonly author: { readonly id: string | null; readonly isGM: boolean } | null;
  /** Whether it carries rolls (v13 `ChatMessage#isRoll`). */
  readonly isRoll: boolean;
}

/**
 * The card a chat message holds; null when it holds none (another kind of message, or a state
 * that does not read as a card). A player may write a message of this type with any state they
 * like, and edit their own (v13 common/documents/chat-message.mjs: a message's author is its
 * OWNER; common/abstract/document.mjs: OWNER may update), but only a GM can write one authored
 * by a GM (`#canCreate`; `author` is a `gmOnly` field), so the author tells a card the GM's game
 * made from one anybody could have. A card written before cards were the GM's names no roller:
 * its author pressed it; one written before spawned cards were marked `fromThrow` is seen as its
 * own rolls say, as it always was.
 */
export function readCardMessage(message: CardMessageSource): ReadCard | null {
  if (message.type !== CARD_MESSAGE_TYPE || typeof message.system !== "object" || message.system === null) return null;
  const card = readCardState(Reflect.get(message.system, "card"));
  if (card === null) return null;
  const roller: unknown = Reflect.get(message.system, "roller");
  const author = message.author;
  const thrown = message.isRoll || Reflect.get(message.system, "fromThrow") === true;
  return { card, roller: typeof roller === "string" && roller.length > 0 ? roller : (author?.id ?? ""), thrown, writtenByGM: author?.isGM === true };
}

/**
 * The card the GM's game may act on: the message's card when a GM wrote it, otherwise refused in
 * words (a card gone or unreadable; a card anyone but a GM wrote, which stays on show, inert).
 */
export function cardToAct(read: ReadCard | null): Outcome<StoredCard> {
  if (read === null) return refuse("card-gone", "That card is gone or unreadable", {});
  if (!read.writtenByGM) return refuse("card-not-gm", "That card was not written by the GM's game, so its buttons do nothing", {});
  return allow({ card: read.card, roller: read.roller, thrown: read.thrown });
}
