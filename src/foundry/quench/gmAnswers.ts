import type { PressResult } from "../chat/executePress";
import type { StartResult } from "../chat/executeStart";

/**
 * The GM's answers to a card's start and press, read back from what a request answers (plain
 * JSON, as a query carries it): the card's message, the button to press next, the cards a press
 * made. Null when the answer is not one.
 */
export function startAnswerOf(value: unknown): StartResult | null {
  if (typeof value !== "object" || value === null) return null;
  const messageId: unknown = Reflect.get(value, "messageId");
  const follow: unknown = Reflect.get(value, "follow");
  if (typeof messageId !== "string") return null;
  return typeof follow === "string" ? { messageId, follow } : { messageId };
}

export function pressAnswerOf(value: unknown): PressResult | null {
  if (typeof value !== "object" || value === null) return null;
  const spawned: unknown = Reflect.get(value, "spawned");
  const follow: unknown = Reflect.get(value, "follow");
  if (!Array.isArray(spawned) || !spawned.every((id): id is string => typeof id === "string")) return null;
  return typeof follow === "string" ? { spawned, follow } : { spawned };
}
