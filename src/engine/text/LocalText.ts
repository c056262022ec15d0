/**
 * Words for a person, as a localisation key with its format values. Rules never hold English
 * for the table: Foundry localises through lang/en.json, the gallery and the CLI through the
 * same file. A format value that is itself a key of ours (`TURNWRIGHT.…`, `TYPES.…`) is
 * localised first, so "Attack on {location}" can say "Left arm" in the reader's language.
 */
export interface LocalText {
  readonly key: string;
  readonly data?: Readonly<Record<string, TextPart>>;
  /**
   * Set when `key` names a group of strings by plural category (`one`, `other`, and whatever
   * else the reader's language needs): the form is picked for this number as the text is read.
   */
  readonly count?: number;
}

/** Words named together ("A, B and C"), joined as the reader's language joins a list. */
export interface TextList {
  readonly list: readonly TextPart[];
}

/**
 * A format value: a name or number as given, one of our keys (put into words first), words of
 * their own, or a list of any of these. Every part is plain data, so a refusal keeps its words
 * when the GM's game sends it to a player's.
 */
export type TextPart = string | number | LocalText | TextList;

export function text(key: string, data?: Record<string, TextPart>): LocalText {
  return data === undefined ? { key } : { key, data };
}

/** Words from a plural group (`key.one`, `key.other` …), the form chosen for `count` in the reader's language. */
export function counted(key: string, count: number, data?: Record<string, TextPart>): LocalText {
  return { key, data: { count, ...data }, count };
}

export function listed(parts: readonly TextPart[]): TextList {
  return { list: parts };
}

/**
 * Why something is not allowed, in the one place every rule set's refusals are worded:
 * `TURNWRIGHT.Refusal.<code>`. It takes a refusal by its shape, so words need not know refusals.
 */
export function refusalWords(refusal: { readonly code: string; readonly data?: Readonly<Record<string, TextPart>> }): LocalText {
  return text(`TURNWRIGHT.Refusal.${refusal.code}`, refusal.data === undefined ? undefined : { ...refusal.data });
}

/**
 * Words from keys, in a language: plural forms, lists and numbers are written the way that
 * language writes them ("A, B und C", "12,5 %"). Foundry's `game.i18n` is one (v13
 * client/helpers/localization.mjs: `#localize`, `#format`, `#lang` and `#getListFormatter`).
 */
export interface Translator {
  readonly lang: string;
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
  getListFormatter(options?: { style?: Intl.ListFormatStyle; type?: Intl.ListFormatType }): Intl.ListFormat;
}

/** The same as a Translator; the name older call sites use where the language matters to them. */
export type Language = Translator;

const NESTED_KEY = /^(TURNWRIGHT|TYPES)\.[A-Za-z0-9_.-]+$/;

/** The words of a LocalText through a translator (Foundry's game.i18n, or the gallery's reader of en.json). */
export function renderText(value: LocalText, translator: Translator): string {
  // v13 core picks a plural form the same way (client/documents/active-effect.mjs, `_getDurationLabel`).
  const key = value.count === undefined ? value.key : `${value.key}.${new Intl.PluralRules(translator.lang).select(value.count)}`;
  if (value.data === undefined) return translator.localize(key);
  const data: Record<string, string> = {};
  for (const [name, part] of Object.entries(value.data)) data[name] = renderPart(part, translator);
  return translator.format(key, data);
}

/**
 * One format value in words. A refusal may arrive from the GM's game over the wire: a value of
 * any other shape than the four is written as text rather than trusted.
 */
function renderPart(part: TextPart, translator: Translator): string {
  if (typeof part === "number") return String(part);
  if (typeof part === "string") return NESTED_KEY.test(part) ? translator.localize(part) : part;
  if (typeof part !== "object" || part === null) return String(part);
  if ("list" in part) return Array.isArray(part.list) ? translator.getListFormatter().format(part.list.map((inner) => renderPart(inner, translator))) : "";
  return typeof part.key === "string" ? renderText(part, translator) : "";
}
