import { readMessageMode, visibilityFor, type MessageMode, type Visibility } from "./messageVisibility";

type Settings = foundry.helpers.ClientSettings;

/**
 * How this user chose to show their rolls, read on their own game. v14 keeps the choice in
 * `core.messageMode` and answers null for the old `core.rollMode` (read that way, every private
 * roll turns public); v13 has only `core.rollMode`. Which one the game registered decides.
 */
export function userMessageMode(settings: Settings): MessageMode {
  const chosen: unknown = settings.settings.has("core.messageMode") ? settings.get("core", "messageMode") : settings.get("core", "rollMode");
  return readMessageMode(chosen) ?? "public";
}

/** Core's GM recipients of a private roll: every GM user of the world. */
export function gmIdsOf(users: Iterable<User.Implementation>): string[] {
  return [...users].flatMap((candidate) => (candidate.isGM && candidate.id !== null ? [candidate.id] : []));
}

/** Who sees a message made for `user` in `mode`. */
export function visibilityForUser(mode: MessageMode, user: string, users: Iterable<User.Implementation>): Visibility {
  return visibilityFor(mode, user, gmIdsOf(users));
}

/** The visibility a message has now, for what is made from it (a card that follows a card). */
export function visibilityOfMessage(message: Pick<ChatMessage.Implementation, "whisper" | "blind">): Visibility {
  // Its recipients are stored as user ids (v13 BaseChatMessage: a ForeignDocumentField, idOnly).
  const whisper = message.whisper.filter((user): user is string => typeof user === "string");
  return { whisper, blind: message.blind };
}
