import { visibilityFor, type MessageMode, type Visibility } from "../dice/messageVisibility";

/**
 * Who sees a card. A card is written by the GM's game, but it is the roll of the player whose
 * button started it (its roller): their roll mode chose its audience, as core's `applyRollMode`
 * would have on their own game, and they see it as core lets an author see their own roll. The
 * roller is also named among the recipients of a GM roll, so the chat says who it went to and
 * Dice So Nice throws the dice for them too.
 */
export function cardRecipients(mode: MessageMode, roller: string, gms: readonly string[]): Visibility {
  const seen = visibilityFor(mode, roller, gms);
  if (seen.whisper.length === 0 || seen.blind || seen.whisper.includes(roller)) return seen;
  return { whisper: [...seen.whisper, roller], blind: false };
}

/** What decides a viewer's sight of one card message. */
export interface CardAudience extends Visibility {
  /** The user whose roll the card is; for a card written before cards were the GM's, its author. */
  readonly roller: string;
  /**
   * Whether it is seen as a thrown roll: it carries rolls (a card has none until its first press
   * throws dice), or a press of a card whose dice were thrown made it. A card spawned (damage, a
   * backlash) has no rolls of its own, and is as private as the roll it came from.
   */
  readonly rolled: boolean;
}

/**
 * Whether the chat log lists the card for `viewer`: v13's `ChatMessage#visible`
 * (client/documents/chat-message.mjs) with the roller where core puts the author. Core's own
 * answer would list a whispered card for its author, the GM's game, and not for the player who
 * rolled it; nobody else is listed differently.
 */
export function cardListedFor(audience: CardAudience, viewer: string): boolean {
  if (audience.whisper.length === 0 || audience.rolled) return true;
  return audience.roller === viewer || audience.whisper.includes(viewer);
}

/**
 * Whether `viewer` sees what the card says: v13's `ChatMessage#isContentVisible` with the roller
 * in the author's place. Whoever does not sees what core shows for a private roll.
 */
export function cardShownTo(audience: CardAudience, viewer: string): boolean {
  if (!audience.rolled) return cardListedFor(audience, viewer);
  if (audience.whisper.length === 0) return true;
  return audience.whisper.includes(viewer) || (audience.roller === viewer && !audience.blind);
}

/**
 * What `viewer` is shown of a card: `whole`; core's private roll (`private`); core's private roll
 * with the buttons they may press (`buttons`), when they have one open and are not its roller; or
 * nothing (`unlisted`). So a defender answers a private attack without seeing it, and whoever must
 * press a private card's button (the GM on a self roll's damage) finds it in the log. A blind
 * roll's result is kept from its roller, its buttons with it: the GM presses those open to the GM.
 * `presses`: the viewer may press a button of the card now.
 */
export function cardSight(audience: CardAudience, viewer: string, presses: boolean): "whole" | "private" | "buttons" | "unlisted" {
  if (cardShownTo(audience, viewer)) return "whole";
  if (presses && viewer !== audience.roller) return "buttons";
  return cardListedFor(audience, viewer) ? "private" : "unlisted";
}
