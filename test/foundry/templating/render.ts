import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { dictionaryTranslator } from "../../../src/engine/text/dictionaryTranslator";
import { compileTemplates, type TemplateSet } from "../../../src/foundry/templating/templateSet";

/** The system's real template files, compiled with npm Handlebars as the gallery compiles them. */
export function templatesWith(dictionary: unknown): TemplateSet {
  const i18n = dictionaryTranslator(dictionary);
  return compileTemplates(
    Handlebars.create(),
    () => i18n,
    (file) => readFileSync(new URL(`../../../${file}`, import.meta.url), "utf8"),
  );
}

export function englishTemplates(): TemplateSet {
  return templatesWith(JSON.parse(readFileSync(new URL("../../../lang/en.json", import.meta.url), "utf8")));
}

/** Occurrences of a pattern, for counting rendered elements. */
export function count(html: string, pattern: RegExp): number {
  return [...html.matchAll(new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`))].length;
}
