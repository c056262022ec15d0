import type { Translator } from "./LocalText";

/**
 * A Translator over a parsed lang file (nested objects of strings), for places without Foundry:
 * the gallery, the CLI's log and the tests. It follows Foundry's reading of a key (v13
 * `client/helpers/localization.mjs`, `Localization#localize` and `#format`): a missing key is
 * shown as the key itself, `{name}` is replaced by the format value of that name. Where no value
 * is given Foundry writes "undefined"; this keeps the `{name}`, which a test then finds.
 */
export function dictionaryTranslator(dictionary: unknown): Translator {
  const strings = flattenStrings(dictionary);
  const localize = (key: string): string => strings.get(key) ?? key;
  return {
    localize,
    format: (key, data) => localize(key).replace(/\{([^{}]+)\}/g, (whole, name: string) => data[name] ?? whole),
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
