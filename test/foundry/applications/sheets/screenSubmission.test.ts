import { describe, expect, it } from "vitest";
import { fieldRules } from "../../../../src/foundry/applications/sheets/fieldRules";
import { refusalText } from "../../../../src/foundry/applications/sheets/refusalText";
import type { ModelFailure, RefusedInput } from "../../../../src/foundry/applications/sheets/screenInputs";
import { expandPaths, screenSubmission } from "../../../../src/foundry/applications/sheets/screenSubmission";
import { dictionaryTranslator } from "../../../../src/engine/text/dictionaryTranslator";
import { ALL_BLOCKS, DICTIONARY } from "../../templating/views";
import { readFileSync } from "node:fs";

const english = dictionaryTranslator({ ...JSON.parse(readFileSync(new URL("../../../../lang/en.json", import.meta.url), "utf8")), ...DICTIONARY });
const rules = fieldRules(ALL_BLOCKS);

/** A form as submitted on change: every input of the sheet, each changed from what the sheet showed. */
const FORM = {
  name: "Ann",
  "system.agility": 43,
  "system.wounds.value": 8,
  "system.wounds.max": 13,
  "system.kind": "pc",
  "system.code": "2d10",
  "system.dodge": -4,
  "system.veteran": false,
};

/** The same form as the sheet drew it, nothing changed. */
const AS_SHOWN = {
  name: "",
  "system.agility": 42,
  "system.wounds.value": 9,
  "system.wounds.max": 12,
  "system.kind": "npc",
  "system.code": "1d10",
  "system.dodge": -5,
  "system.veteran": true,
};

class ModelRefusal extends Error {
  constructor(readonly failures: Record<string, ModelFailure>) {
    super("refused");
  }
}

/** A document model double: refuses what `refuse` names, and counts its validations. */
function model(refuse: Record<string, ModelFailure> = {}) {
  const seen: Record<string, unknown>[] = [];
  return {
    seen,
    validate: (changes: Record<string, unknown>) => {
      seen.push(changes);
      const system = changes["system"];
      const touched = (path: string): boolean => typeof system === "object" && system !== null && (path.replace(/^system\./, "").split(".")[0] ?? "") in system;
      const failing = Object.fromEntries(Object.entries(refuse).filter(([path]) => touched(path)));
      if (Object.keys(failing).length > 0) throw new ModelRefusal(failing);
    },
    failuresOf: (error: unknown) => (error instanceof ModelRefusal ? error.failures : undefined),
  };
}

const words = (refused: readonly RefusedInput[]) => refused.map((input) => refusalText(english, input));

describe("a sheet submission", () => {
  it("saves every input when all are good, nested as a document update takes it", () => {
    const double = model();
    const { data, refused } = screenSubmission({ submitted: FORM, rules, ...double });
    expect(refused).toEqual([]);
    expect(data).toEqual({ name: "Ann", system: { agility: 43, wounds: { value: 8, max: 13 }, kind: "pc", code: "2d10", dodge: -4, veteran: false } });
    expect(double.seen).toHaveLength(1);
  });

  it("leaves out every input left as the sheet showed it: core submits the whole form, and only what was changed is saved", () => {
    expect(screenSubmission({ submitted: AS_SHOWN, rules, ...model() })).toEqual({ data: {}, refused: [] });
    const { data } = screenSubmission({ submitted: { ...AS_SHOWN, "system.dodge": 3 }, rules, ...model() });
    expect(data).toEqual({ system: { dodge: 3 } });
  });

  it("refuses a maximum lowered below what is left of the track, and keeps both when what is left comes down with it", () => {
    const lowered = screenSubmission({ submitted: { ...FORM, "system.wounds.max": 5 }, rules, ...model() });
    expect(words(lowered.refused)).toEqual([
      "Wounds (maximum) was not changed: 5 is below what is left of it now, 8. Lower what is left first. It stays at 12.",
    ]);
    expect(lowered.data).toMatchObject({ system: { wounds: { value: 8 } } });
    expect(lowered.data).not.toHaveProperty(["system", "wounds", "max"]);
    // What is left, as shown and not sent, still bounds the maximum.
    const shownLeft = screenSubmission({ submitted: { ...AS_SHOWN, "system.wounds.max": 5 }, rules, ...model() });
    expect(words(shownLeft.refused)).toEqual([
      "Wounds (maximum) was not changed: 5 is below what is left of it now, 9. Lower what is left first. It stays at 12.",
    ]);
    expect(shownLeft.data).toEqual({});
    const both = screenSubmission({ submitted: { ...FORM, "system.wounds.max": 5, "system.wounds.value": 4 }, rules, ...model() });
    expect(both.refused).toEqual([]);
    expect(both.data).toMatchObject({ system: { wounds: { value: 4, max: 5 } } });
  });

  it("refuses Agility 140 by the field's label and keeps every other input", () => {
    const { data, refused } = screenSubmission({ submitted: { ...FORM, "system.agility": 140, "system.dodge": 3 }, rules, ...model() });
    expect(words(refused)).toEqual(["Agility was not changed: 140 is above the highest allowed, 100. It stays at 42."]);
    expect(data).toEqual({ name: "Ann", system: { wounds: { value: 8, max: 13 }, kind: "pc", code: "2d10", dodge: 3, veteran: false } });
  });

  it("refuses an emptied or unreadable number input instead of saving a zero or a default", () => {
    for (const typed of [null, Number.NaN, 4.5, "abc"]) {
      const { data, refused } = screenSubmission({ submitted: { ...FORM, "system.dodge": typed }, rules, ...model() });
      expect(words(refused)).toEqual(["Dodge was not changed: it takes a whole number. It stays at -5."]);
      expect(data["system"]).not.toHaveProperty("dodge");
    }
  });

  it("names a track's maximum as the maximum of that track", () => {
    const { refused } = screenSubmission({ submitted: { ...FORM, "system.wounds.max": -1 }, rules, ...model() });
    expect(words(refused)).toEqual(["Wounds (maximum) was not changed: -1 is below the lowest allowed, 0. It stays at 12."]);
  });

  it("refuses text out of its pattern and a choice the select does not offer", () => {
    const { refused } = screenSubmission({ submitted: { ...FORM, "system.code": "lots", "system.kind": "god" }, rules, ...model() });
    expect(words(refused)).toEqual([
      "Kind was not changed: “god” is not one of its choices. It stays at npc.",
      "Code was not changed: “lots” is not in the form it takes. It stays at 1d10.",
    ]);
  });

  it("takes out what the document model refuses, names it by the sheet's label and saves the rest", () => {
    const double = model({ "system.agility": { invalidValue: 77, message: "must be even" } });
    const { data, refused } = screenSubmission({ submitted: { ...FORM, "system.agility": 77 }, rules, ...double });
    expect(words(refused)).toEqual(["Agility was not changed: must be even."]);
    expect(data).toEqual({ name: "Ann", system: { wounds: { value: 8, max: 13 }, kind: "pc", code: "2d10", dodge: -4, veteran: false } });
    expect(double.seen).toHaveLength(2);
  });

  it("refuses an emptied name in the model's words and keeps the document's name to put back", () => {
    const named = fieldRules(ALL_BLOCKS, "Ann");
    // Foundry's name field (a StringField that may not be blank) refuses it, as the document model has the last word.
    const validate = (changes: Record<string, unknown>): void => {
      if (changes["name"] === "") throw new ModelRefusal({ name: { invalidValue: "", message: "may not be a blank string" } });
    };
    const failuresOf = (error: unknown) => (error instanceof ModelRefusal ? error.failures : undefined);
    const { data, refused } = screenSubmission({ submitted: { ...FORM, name: "" }, rules: named, validate, failuresOf });
    expect(words(refused)).toEqual(["Name was not changed: may not be a blank string."]);
    expect(refused[0]?.rule.shown).toBe("Ann");
    expect(data).not.toHaveProperty("name");
  });

  it("names a field the sheet did not draw by its path", () => {
    const double = model({ "system.hidden": { invalidValue: 1, message: "is not a field" } });
    const { refused } = screenSubmission({ submitted: { ...FORM, "system.hidden": 1 }, rules, ...double });
    expect(words(refused)).toEqual(["The field system.hidden was not changed: is not a field."]);
  });

  it("throws on any error that is not the model refusing input", () => {
    const broken = () => {
      throw new TypeError("the database is gone");
    };
    expect(() => screenSubmission({ submitted: FORM, rules, validate: broken, failuresOf: () => undefined })).toThrow("the database is gone");
  });
});

describe("expandPaths", () => {
  it("nests dot paths and keeps siblings together", () => {
    expect(expandPaths({ "a.b.c": 1, "a.b.d": 2, "a.e": 3, f: 4 })).toEqual({ a: { b: { c: 1, d: 2 }, e: 3 }, f: 4 });
  });
});
