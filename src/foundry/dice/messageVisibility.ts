/**
 * Who sees a chat message, decided for the user it is made for. v13 calls the four choices
 * roll modes (`publicroll`, `gmroll`, `blindroll`, `selfroll`; `core.rollMode`); v14 renamed them
 * message modes (`public`, `gm`, `blind`, `self`; `core.messageMode`). Core's
 * `ChatMessage.applyRollMode` (client/documents/chat-message.mjs, v13; `applyMode` in v14) turns
 * one into `whisper` and `blind`, but for `game.user`: run on the GM's game for a player's roll, a
 * self roll would be whispered to the GM and "roll" would mean the GM's own choice. So the one
 * writer makes the message with the visibility worked out here, for the player it is made for.
 */
export type MessageMode = "public" | "gm" | "blind" | "self";

const NAMES: Readonly<Record<string, MessageMode>> = {
  public: "public",
  publicroll: "public",
  gm: "gm",
  gmroll: "gm",
  blind: "blind",
  blindroll: "blind",
  self: "self",
  selfroll: "self",
};

/** A mode in either version's words; null for anything else ("roll", v13's "the current one", included: only the user's own game knows it). */
export function readMessageMode(value: unknown): MessageMode | null {
  // Own names only: "constructor" or "toString" sent as a mode is no mode.
  return typeof value === "string" && Object.hasOwn(NAMES, value) ? (NAMES[value] ?? null) : null;
}

/** What a message's `whisper` and `blind` are: nobody whispered to means everyone sees it. */
export interface Visibility {
  readonly whisper: readonly string[];
  readonly blind: boolean;
}

export const PUBLIC: Visibility = { whisper: [], blind: false };

/** As core's applyRollMode does it on `user`'s own game: the GMs for gm and blind, the user alone for self. */
export function visibilityFor(mode: MessageMode, user: string, gms: readonly string[]): Visibility {
  switch (mode) {
    case "public":
      return PUBLIC;
    case "self":
      return { whisper: [user], blind: false };
    case "gm":
      return { whisper: [...gms], blind: false };
    case "blind":
      return { whisper: [...gms], blind: true };
  }
}

/**
 * Who a roll is made for: the user the chat names as its roller (Dice So Nice throws their dice),
 * and how they show their rolls, as read on their own game.
 */
export interface Roller {
  readonly user: string;
  readonly mode: MessageMode;
}
