import type { LocalText } from "../../engine/play/LocalText";

/**
 * Words from keys. Foundry's `game.i18n` is one; the gallery and the tests read lang/en.json
 * through `dictionaryTranslator`. Templates never see English, only keys and this.
 */
export interface Translator {
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
}

/** A format value that is itself a key ("{characteristic} test" with a characteristic's key). */
const NESTED_KEY = /^(TURNWRIGHT|TYPES)\.[A-Za-z0-9_.-]+$/;

/**
 * A LocalText in words. Format values are handed over as strings, which is what Foundry's
 * `format` takes; a value that is a key is put into words first, so rules can name a
 * characteristic or an action inside a sentence without holding English.
 */
export function translate(i18n: Translator, text: LocalText): string {
  if (text.data === undefined) return i18n.localize(text.key);
  const data: Record<string, string> = {};
  for (const [name, value] of Object.entries(text.data)) data[name] = typeof value === "string" && NESTED_KEY.test(value) ? i18n.localize(value) : String(value);
  return i18n.format(text.key, data);
}

export function isLocalText(value: unknown): value is LocalText {
  if (typeof value !== "object" || value === null) return false;
  const key: unknown = Reflect.get(value, "key");
  const data: unknown = Reflect.get(value, "data");
  return typeof key === "string" && (data === undefined || (typeof data === "object" && data !== null));
}
