import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isJsonObject, readJson, readJsonObject } from "../../scripts/build/json";
import { REPO_ROOT } from "../../scripts/build/paths";
import { languageProblems } from "../support/languageParity";

interface Declared {
  readonly lang: string;
  readonly name: string;
  readonly path: string;
}

/** The languages system.json declares, as Foundry reads them (v13 `Localization#filterLanguagePaths`). */
async function declaredLanguages(): Promise<Declared[]> {
  const languages = (await readJsonObject(join(REPO_ROOT, "system.json")))["languages"];
  if (!Array.isArray(languages)) return [];
  return languages.flatMap((entry: unknown) =>
    isJsonObject(entry) && typeof entry["lang"] === "string" && typeof entry["name"] === "string" && typeof entry["path"] === "string"
      ? [{ lang: entry["lang"], name: entry["name"], path: entry["path"] }]
      : [],
  );
}

const declared = await declaredLanguages();
const english: unknown = await readJson(join(REPO_ROOT, "lang/en.json"));

describe("the languages system.json declares", () => {
  it("are English, German and French, each at lang/<code>.json and named in its own language", () => {
    expect(declared.map(({ lang, name, path }) => `${lang} ${name} ${path}`)).toEqual([
      "en English lang/en.json",
      "de Deutsch lang/de.json",
      "fr Français lang/fr.json",
    ]);
  });

  // A third language is held to English by declaring it: nothing here names de or fr.
  it.each(declared.filter((language) => language.lang !== "en"))(
    "$name ($path) has every key of English, none empty, with English's placeholders, markup and plural forms",
    async ({ lang, path }) => {
      const file = await readFile(join(REPO_ROOT, path), "utf8");
      expect(file.endsWith("\n"), `${path} ends with a newline`).toBe(true);
      expect(languageProblems(english, JSON.parse(file), lang)).toEqual([]);
    },
  );
});

/** English with one more string, as when a key is added to en.json and not yet to the other files. */
function withNewKey(dictionary: unknown, key: string, words: string): unknown {
  const copy: unknown = structuredClone(dictionary);
  let at: unknown = copy;
  const parts = key.split(".");
  for (const part of parts.slice(0, -1)) {
    if (!isJsonObject(at)) break;
    at = at[part] ??= {};
  }
  if (isJsonObject(at)) at[parts.at(-1) ?? ""] = words;
  return copy;
}

/** A stand-in language, so the checks are seen to fail, each naming the key. */
describe("holding a language to English", () => {
  it("fails on a key added to English and not to the language, naming the key", () => {
    const grown = withNewKey(english, "TURNWRIGHT.Combat.BrandNew", "Brand new {name}");
    expect(languageProblems(grown, english, "de")).toEqual(["TURNWRIGHT.Combat.BrandNew: is missing"]);
  });

  it("fails on a key English no longer has, on an empty string and on a group written as a string", () => {
    const english = { A: { Kept: "Kept", Group: { Inner: "Inner" } } };
    expect(languageProblems(english, { A: { Kept: " ", Group: "Gruppe", Gone: "Weg" } }, "de")).toEqual([
      "A.Kept: is empty",
      "A.Group: should be a group of strings, as in English",
      "A.Gone: is not in English (a key English renamed or dropped)",
    ]);
  });

  it("fails on a placeholder renamed, dropped or added, and passes one moved or written twice", () => {
    const english = { Hit: "{attacker} hits {target} for {damage}", Moved: "{name} acts" };
    expect(languageProblems(english, { Hit: "{angreifer} trifft {target}", Moved: "Es handelt {name}, ja {name}" }, "de")).toEqual([
      "Hit: has the placeholders {angreifer} {target} where English has {attacker} {damage} {target}",
    ]);
    expect(languageProblems({ Count: "{count} left" }, { Count: "noch 3" }, "de")).toEqual(["Count: has the placeholders (none) where English has {count}"]);
  });

  it("fails on markup dropped or changed", () => {
    expect(languageProblems({ Line: "<strong>{name}</strong> falls" }, { Line: "{name} tombe" }, "fr")).toEqual([
      "Line: has the markup (none) where English has </strong> <strong>",
    ]);
    expect(languageProblems({ Line: "Fire&nbsp;{n}" }, { Line: "Feu {n}" }, "fr")).toEqual(["Line: has the markup (none) where English has &nbsp;"]);
  });

  it("asks each language for the plural forms its own rules select, where English has a plural group", () => {
    const english = { Rounds: { one: "{count} round", other: "{count} rounds" } };
    expect(languageProblems(english, { Rounds: { one: "{count} Runde", other: "{count} Runden" } }, "de")).toEqual([]);
    // French plural rules also select "many" (a million rounds): English's "other" is its model.
    expect(languageProblems(english, { Rounds: { one: "{count} round", other: "{count} rounds" } }, "fr")).toEqual([
      'Rounds.many: is missing (this language\'s plural rules select "many")',
    ]);
    expect(languageProblems(english, { Rounds: { one: "{count} tour", many: "{count} de tours", other: "tours" } }, "fr")).toEqual([
      "Rounds.other: has the placeholders (none) where English has {count}",
    ]);
    expect(languageProblems(english, { Rounds: { one: "{count} Runde", few: "{count} Runden", other: "{count} Runden" } }, "de")).toEqual([
      "Rounds.few: is a plural form this language's rules never select (they select one, other)",
    ]);
  });
});
