import { renderText, type LocalText, type Translator } from "../../engine/text/LocalText";

/**
 * Words from keys. Foundry's `game.i18n` is one; the gallery and the tests read lang/en.json
 * through `dictionaryTranslator` (engine/play). Templates never see English, only keys and this.
 */
export type { Language, Translator } from "../../engine/text/LocalText";

/** A LocalText in words, format values that are keys put into words first (see renderText). */
export function translate(i18n: Translator, text: LocalText): string {
  return renderText(text, i18n);
}

export function isLocalText(value: unknown): value is LocalText {
  if (typeof value !== "object" || value === null) return false;
  const key: unknown = Reflect.get(value, "key");
  const data: unknown = Reflect.get(value, "data");
  return typeof key === "string" && (data === undefined || (typeof data === "object" && data !== null));
}
