import { readFileSync } from "node:fs";
import { dictionaryTranslator } from "../../src/engine/text/dictionaryTranslator";
import type { Language } from "../../src/engine/text/LocalText";

const file = (lang: string): unknown => JSON.parse(readFileSync(new URL(`../../lang/${lang}.json`, import.meta.url), "utf8"));

/** A reader of one of the shipped languages, falling back to English as Foundry does. */
export function reader(lang: "en" | "de" | "fr"): Language {
  return dictionaryTranslator(file(lang), lang, file("en"));
}
