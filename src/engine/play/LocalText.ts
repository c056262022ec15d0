import type { Refusal } from "../Refusal";

/**
 * Words for a person, as a localisation key with its format values. Rules never hold English
 * for the table: Foundry localises through lang/en.json, the gallery and the CLI through the
 * same file. A format value that is itself a key of ours (`TURNWRIGHT.…`, `TYPES.…`) is
 * localised first, so "Attack on {location}" can say "Left arm" in the reader's language.
 */
export interface LocalText {
  readonly key: string;
  readonly data?: Readonly<Record<string, string | number>>;
}

export function text(key: string, data?: Record<string, string | number>): LocalText {
  return data === undefined ? { key } : { key, data };
}

/** Why something is not allowed, in the one place every rule set's refusals are worded: `TURNWRIGHT.Refusal.<code>`. */
export function refusalWords(refusal: Refusal): LocalText {
  return text(`TURNWRIGHT.Refusal.${refusal.code}`, refusal.data === undefined ? undefined : { ...refusal.data });
}

export interface Translator {
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
}

/**
 * A Translator that knows its language, for lists and numbers written the way that language
 * writes them ("A, B und C", "12,5 %"). Foundry's `game.i18n` is one (v13
 * client/helpers/localization.mjs: `Localization#lang` and `#getListFormatter`).
 */
export interface Language extends Translator {
  readonly lang: string;
  getListFormatter(options?: { style?: Intl.ListFormatStyle; type?: Intl.ListFormatType }): Intl.ListFormat;
}

const NESTED_KEY = /^(TURNWRIGHT|TYPES)\.[A-Za-z0-9_.-]+$/;

/** The words of a LocalText through a translator (Foundry's game.i18n, or the gallery's reader of en.json). */
export function renderText(value: LocalText, translator: Translator): string {
  if (value.data === undefined) return translator.localize(value.key);
  const data: Record<string, string> = {};
  for (const [name, part] of Object.entries(value.data)) data[name] = typeof part === "string" && NESTED_KEY.test(part) ? translator.localize(part) : String(part);
  return translator.format(value.key, data);
}
