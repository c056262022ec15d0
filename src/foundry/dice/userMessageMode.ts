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

/** Who sees a message made for `user` in `mode`: core's GM recipients are every GM user of the world. */
export function visibilityForUser(mode: MessageMode, user: string, users: Iterable<User.Implementation>): Visibility {
  const gms = [...users].flatMap((candidate) => (candidate.isGM && candidate.id !== null ? [candidate.id] : []));
  return visibilityFor(mode, user, gms);
}

/** The visibility a message has now, for what is made from it (a card that follows a card). */
export function visibilityOfMessage(message: ChatMessage.Implementation): Visibility {
  // Its recipients are stored as user ids (v13 BaseChatMessage: a ForeignDocumentField, idOnly).
  const whisper = message.whisper.filter((user): user is string => typeof user === "string");
  return { whisper, blind: message.blind };
}
