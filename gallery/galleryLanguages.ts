import manifest from "../system.json";
import english from "../lang/en.json";
import { dictionaryTranslator } from "../src/engine/text/dictionaryTranslator";
import type { Language } from "../src/foundry/templating/Translator";
import type { Choice } from "./address";
import { CORE_ENGLISH } from "./coreWords";

/** Every lang file the system ships, by its path in the system folder (as system.json names it). */
const FILES = import.meta.glob<unknown>("../lang/*.json", { eager: true, import: "default" });

/** The languages system.json declares, each named in its own language, for the bar's links. */
export const LANGUAGES: readonly Choice[] = manifest.languages.map(({ lang, name }) => ({ id: lang, name }));

/**
 * The system's words in one declared language, as a world set to it reads them: a key the
 * language lacks is read in English, as Foundry falls back (v13 client/helpers/localization.mjs,
 * `Localization#localize` reads `_fallback`). Core's words come from core's own translation in
 * a world; the gallery has only its English stand-ins for them (coreWords.ts).
 */
export function galleryLanguage(lang: string): Language {
  const declared = manifest.languages.find((language) => language.lang === lang);
  if (declared === undefined)
    throw new Error(`The gallery has no language “${lang}”; system.json declares ${manifest.languages.map((language) => language.lang).join(", ")}`);
  const dictionary = FILES[`../${declared.path}`];
  if (dictionary === undefined) throw new Error(`system.json declares ${declared.path} for ${declared.name}, and there is no such file`);
  return dictionaryTranslator(dictionary, lang, { ...CORE_ENGLISH, ...english });
}
