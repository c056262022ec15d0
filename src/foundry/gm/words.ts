import { renderText, type LocalText } from "../../engine/play/LocalText";
import type { Refusal } from "../../engine/Refusal";

/** The part of Foundry's Localization the system's words go through. */
export interface Words {
  has(key: string): boolean;
  format(key: string, data?: Record<string, string>): string;
}

function strings(data: Readonly<Record<string, string | number>> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(data ?? {})) out[key] = String(value);
  return out;
}

export function say(words: Words, text: LocalText): string {
  return renderText(text, { localize: (key) => words.format(key), format: (key, data) => words.format(key, data) });
}

/**
 * Why something did not happen, in the user's language: `TURNWRIGHT.Refusal.<code>` with the
 * refusal's values. A code without a translation still says something true: the rule's own
 * sentence, framed by a translated line.
 */
export function refusalText(words: Words, refusal: Refusal): string {
  const key = `TURNWRIGHT.Refusal.${refusal.code}`;
  if (words.has(key)) return words.format(key, strings(refusal.data));
  return words.format("TURNWRIGHT.Refusal.Unexplained", { message: refusal.message });
}
