import type { Language } from "./LocalText";

/**
 * A Translator over a parsed lang file (nested objects of strings), for places without Foundry:
 * the gallery, the CLI's log and the tests. It follows Foundry's reading of a key (v13
 * `client/helpers/localization.mjs`, `Localization#localize` and `#format`): a key the language
 * lacks is read from the fallback (English, as Foundry's `_fallback`), a key neither has is shown
 * as the key itself, `{name}` is replaced by the format value of that name. Where no value is
 * given Foundry writes "undefined"; this keeps the `{name}`, which a test then finds.
 */
export function dictionaryTranslator(dictionary: unknown, lang = "en", fallback: unknown = {}): Language {
  const strings = flattenStrings(dictionary);
  const fallbackStrings = flattenStrings(fallback);
  const localize = (key: string): string => strings.get(key) ?? fallbackStrings.get(key) ?? key;
  return {
    lang,
    localize,
    format: (key, data) => localize(key).replace(/\{([^{}]+)\}/g, (whole, name: string) => data[name] ?? whole),
    getListFormatter: ({ style = "long", type = "conjunction" } = {}) => new Intl.ListFormat(lang, { style, type }),
  };
}

function flattenStrings(value: unknown, prefix = "", into = new Map<string, string>()): Map<string, string> {
  if (typeof value !== "object" || value === null) return into;
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix === "" ? key : `${prefix}.${key}`;
    if (typeof inner === "string") into.set(path, inner);
    else flattenStrings(inner, path, into);
  }
  return into;
}
