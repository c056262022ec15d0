import { refusalWords, renderText, type LocalText } from "../../engine/text/LocalText";
import type { Refusal } from "../../engine/Refusal";

/**
 * The part of Foundry's Localization the system's words go through (v13 client/helpers/
 * localization.mjs): keys, and the language for plural forms and lists.
 */
export interface Words {
  readonly lang: string;
  has(key: string): boolean;
  format(key: string, data?: Record<string, string>): string;
  getListFormatter(options?: { style?: Intl.ListFormatStyle; type?: Intl.ListFormatType }): Intl.ListFormat;
}

export function say(words: Words, text: LocalText): string {
  return renderText(text, {
    lang: words.lang,
    localize: (key) => words.format(key),
    format: (key, data) => words.format(key, data),
    getListFormatter: (options) => words.getListFormatter(options),
  });
}

/**
 * Why something did not happen, in the user's language: `TURNWRIGHT.Refusal.<code>` with the
 * refusal's values. A code without a translation still says something true: the rule's own
 * sentence, framed by a translated line.
 */
export function refusalText(words: Words, refusal: Refusal): string {
  const key = `TURNWRIGHT.Refusal.${refusal.code}`;
  if (words.has(key)) return say(words, refusalWords(refusal));
  return words.format("TURNWRIGHT.Refusal.Unexplained", { message: refusal.message });
}
