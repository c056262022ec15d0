/**
 * Holds a translation to English, string by string: what a translator can get wrong without
 * anything else noticing. Foundry v13 reads a missing key from English (client/helpers/
 * localization.mjs, `Localization#localize` falls back to `_fallback`), so a key left out shows
 * English in the middle of German; `Localization#format` writes "undefined" for a placeholder
 * that has no value, and leaves `{name}` as it is where a translation misspells it.
 *
 * v13 has no pluralising call of its own: core picks a plural form by keying a group of strings
 * by `Intl.PluralRules(game.i18n.lang).select(n)` (client/documents/active-effect.mjs, the
 * `COMBAT.DURATION.ROUNDS.<category>` lookup). A group whose keys are all such categories is read
 * as one: each language must have every category its own plural rules can select.
 */

/** The categories `Intl.PluralRules#select` answers with. */
const PLURAL_CATEGORIES: ReadonlySet<string> = new Set(["zero", "one", "two", "few", "many", "other"]);

type Dictionary = Readonly<Record<string, unknown>>;

function isDictionary(value: unknown): value is Dictionary {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A group of strings keyed by plural category (at least `other`), as core keys them. */
function isPluralGroup(value: Dictionary): boolean {
  const keys = Object.keys(value);
  return keys.includes("other") && keys.every((key) => PLURAL_CATEGORIES.has(key) && typeof value[key] === "string");
}

const placeholders = (words: string): string[] => [...new Set(Array.from(words.matchAll(/\{[^{}]*\}/g), (match) => match[0]))].sort();
/** Tags and entities, in the order written: a translation may move them in the sentence, not drop or add one. */
const markup = (words: string): string[] => Array.from(words.matchAll(/<\/?[A-Za-z][^>]*>|&[#A-Za-z0-9]+;/g), (match) => match[0]).sort();

const same = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((value, index) => value === b[index]);

function compareStrings(key: string, english: string, translated: unknown, problems: string[]): void {
  if (typeof translated !== "string") {
    problems.push(`${key}: should be a string, as in English`);
    return;
  }
  if (translated.trim() === "") {
    problems.push(`${key}: is empty`);
    return;
  }
  const [want, have] = [placeholders(english), placeholders(translated)];
  if (!same(want, have)) problems.push(`${key}: has the placeholders ${have.join(" ") || "(none)"} where English has ${want.join(" ") || "(none)"}`);
  const [tags, written] = [markup(english), markup(translated)];
  if (!same(tags, written)) problems.push(`${key}: has the markup ${written.join(" ") || "(none)"} where English has ${tags.join(" ") || "(none)"}`);
}

function comparePlurals(key: string, english: Dictionary, translated: Dictionary, categories: readonly string[], problems: string[]): void {
  const englishOther = english["other"];
  for (const category of categories) {
    const model = english[category] ?? englishOther;
    if (!(category in translated)) problems.push(`${key}.${category}: is missing (this language's plural rules select "${category}")`);
    else if (typeof model === "string") compareStrings(`${key}.${category}`, model, translated[category], problems);
  }
  for (const category of Object.keys(translated)) {
    if (!categories.includes(category))
      problems.push(`${key}.${category}: is a plural form this language's rules never select (they select ${categories.join(", ")})`);
  }
}

function compare(prefix: string, english: Dictionary, translated: Dictionary, categories: readonly string[], problems: string[]): void {
  for (const [name, value] of Object.entries(english)) {
    const key = prefix === "" ? name : `${prefix}.${name}`;
    const other = translated[name];
    if (!(name in translated)) {
      problems.push(`${key}: is missing`);
    } else if (isDictionary(value)) {
      if (!isDictionary(other)) problems.push(`${key}: should be a group of strings, as in English`);
      else if (isPluralGroup(value)) comparePlurals(key, value, other, categories, problems);
      else compare(key, value, other, categories, problems);
    } else if (typeof value === "string") {
      compareStrings(key, value, other, problems);
    }
  }
  for (const name of Object.keys(translated)) {
    if (!(name in english)) problems.push(`${prefix === "" ? name : `${prefix}.${name}`}: is not in English (a key English renamed or dropped)`);
  }
}

/**
 * Every way a language's file differs from English that a player would see: each problem names
 * the key. `lang` is the language's code as system.json declares it, for its plural rules.
 */
export function languageProblems(english: unknown, translated: unknown, lang: string): string[] {
  if (!isDictionary(english) || !isDictionary(translated)) return ["(the file): should hold a JSON object of strings"];
  const problems: string[] = [];
  compare("", english, translated, new Intl.PluralRules(lang).resolvedOptions().pluralCategories, problems);
  return problems;
}
