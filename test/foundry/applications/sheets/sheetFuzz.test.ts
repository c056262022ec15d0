import { readFileSync } from "node:fs";
import { basename } from "node:path";
import type { TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pathFromPointer } from "../../../../src/engine/schema/FieldIssue";
import { validate } from "../../../../src/engine/schema/validate";
import type { SheetView } from "../../../../src/engine/play/SheetView";
import { fieldRules, type FieldRule } from "../../../../src/foundry/applications/sheets/fieldRules";
import { fieldWords, refusalText } from "../../../../src/foundry/applications/sheets/refusalText";
import type { ModelFailure } from "../../../../src/foundry/applications/sheets/screenInputs";
import { screenSubmission } from "../../../../src/foundry/applications/sheets/screenSubmission";
import { dictionaryTranslator } from "../../../../src/engine/text/dictionaryTranslator";
import { REGISTERED } from "../../../../src/rulesets/registry";
import { packActorFrom } from "../../../support/packActors";
import { packFilePaths } from "../../../support/packSources";
import { mergeUpdate } from "../../../support/foundry/mergeUpdate";
import { withoutConditions } from "../../../../src/engine/conditions/conditionState";

const english = dictionaryTranslator(JSON.parse(readFileSync(new URL("../../../../lang/en.json", import.meta.url), "utf8")));
const RUNS_PER_SHEET = 300;

/** What a player could leave in an input of each kind, as the form hands it over: the good, the odd and the wrong. */
function typed(rule: FieldRule): fc.Arbitrary<unknown> {
  const anything = fc.oneof(fc.constant(null), fc.constant(""), fc.string({ maxLength: 12 }), fc.double(), fc.constant(Number.NaN));
  switch (rule.input) {
    case "number":
      return fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: -50, max: 1200 }) },
        { weight: 1, arbitrary: fc.integer() },
        { weight: 1, arbitrary: anything },
      );
    case "text":
      return fc.oneof(fc.constantFrom("1d10", "2d6+3", "d10", "1d", "10", "1d10+1d6", "x".repeat(300)), anything);
    case "select":
      return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...(rule.options ?? [""])) }, { weight: 1, arbitrary: anything });
    case "checkbox":
      return fc.oneof({ weight: 3, arbitrary: fc.boolean() }, { weight: 1, arbitrary: anything });
  }
}

/** A whole form submitted: every input the sheet drew, a few of them changed. */
function submissions(rules: ReadonlyMap<string, FieldRule>): fc.Arbitrary<Record<string, unknown>> {
  const inputs = [...rules.values()].filter((rule) => rule.name.startsWith("system."));
  return fc.tuple(...inputs.map((rule) => fc.option(typed(rule), { nil: undefined, freq: 2 }))).map((values) => {
    const form: Record<string, unknown> = {};
    inputs.forEach((rule, index) => (form[rule.name] = values[index] === undefined ? rule.shown : values[index]));
    return form;
  });
}

/** The stored `system` after an update, merged as core merges one (`mergeUpdate`, core's mergeObject). */
function merged(current: unknown, change: unknown): Record<string, unknown> {
  const system: Record<string, unknown> = structuredClone({ ...Object(current) });
  if (typeof change === "object" && change !== null && !Array.isArray(change)) mergeUpdate(system, { ...change });
  return system;
}

class ModelRefusal extends Error {
  constructor(readonly failures: Record<string, ModelFailure>) {
    super("The document's data is invalid");
  }
}

/**
 * The document model's last word, as Foundry's data model has it: the rule set's schema field
 * by field (the model is built from it, `foundry/data/dataModelFor.ts`), and no joint rule, so a
 * track's value above its max is the sheet's to catch. Failures keyed by input name, as
 * DataModelValidationFailure's `asError().getAllFailures()` gives them.
 */
function documentModel(schema: TSchema, current: unknown) {
  return {
    validate(changes: Record<string, unknown>): void {
      const system = merged(current, changes["system"] ?? {});
      const failures: Record<string, ModelFailure> = {};
      for (const error of Value.Errors(schema, Value.Default(schema, Value.Clone(system))))
        failures[pathFromPointer("system", error.path)] = { invalidValue: error.value, message: error.message };
      if (Object.keys(failures).length > 0) throw new ModelRefusal(failures);
    },
    failuresOf: (error: unknown) => (error instanceof ModelRefusal ? error.failures : undefined),
  };
}

interface Sheet {
  readonly name: string;
  readonly view: SheetView;
  readonly schema: TSchema;
  readonly system: unknown;
}

const SHEETS: readonly Sheet[] = REGISTERED.flatMap(({ id, play }) =>
  packFilePaths(`${id}-actors`).flatMap((path) => {
    const actor = packActorFrom(`${id}-actors`, basename(path, ".json"));
    const actorSchema = play.documents.schemas[actor.type];
    if (actorSchema === undefined) throw new Error(`no schema for ${actor.type}`);
    const items = actor.items.map((item) => {
      const schema = play.documents.schemas[item.type];
      if (schema === undefined) throw new Error(`no schema for ${item.type}`);
      return { name: `${id} ${actor.name}: ${item.name}`, view: play.itemSheet(item.type, item.system), schema, system: item.system };
    });
    // The document stores its data without the conditions the rules read there (they are status effects).
    const stored = typeof actor.system === "object" && actor.system !== null ? withoutConditions({ ...actor.system }, play.documents.conditions) : {};
    return [{ name: `${id} ${actor.name}`, view: play.sheet(actor, undefined), schema: actorSchema, system: stored }, ...items];
  }),
);

/** An input as the sheet showed it: its own value, or an empty box where the sheet showed none (a stat or code left unset). */
function leftAsShown(rule: FieldRule | undefined, value: unknown): boolean {
  if (rule === undefined) return false;
  if (rule.shown === "" && (rule.input === "number" || rule.mayBeUnset === true)) return value === null || value === "";
  return value === rule.shown;
}

describe("a sheet given whatever a player types", () => {
  it.each(SHEETS.map((sheet) => [sheet.name, sheet] as const))("%s submitted as it was drawn saves nothing, and refuses nothing", (_name, sheet) => {
    const rules = fieldRules(sheet.view);
    const form = Object.fromEntries([...rules.values()].map((rule) => [rule.name, rule.input === "number" && rule.shown === "" ? null : rule.shown]));
    const { data, refused } = screenSubmission({ submitted: form, rules, ...documentModel(sheet.schema, sheet.system) });
    expect(refused).toEqual([]);
    expect(data).toEqual({});
  });

  it.each(SHEETS.map((sheet) => [sheet.name, sheet] as const))(
    `${RUNS_PER_SHEET} forms on %s: each input stored valid or refused by its label, the rest kept`,
    (_name, sheet) => {
      const rules = fieldRules(sheet.view);
      fc.assert(
        fc.property(submissions(rules), (form) => {
          const { data, refused } = screenSubmission({ submitted: form, rules, ...documentModel(sheet.schema, sheet.system) });
          // Nothing invalid is stored, the joint rule of tracks included.
          const stored = merged(sheet.system, data["system"] ?? {});
          const checked = validate(sheet.schema, stored, "system");
          expect(checked.ok ? [] : checked.issues).toEqual([]);
          // Each refusal names the field by the word the sheet shows, and says what was typed.
          for (const input of refused) {
            const words = refusalText(english, input);
            expect(words).toContain(fieldWords(english, input));
            expect(words).not.toMatch(/TURNWRIGHT\.|\{[a-z]+\}/);
          }
          // Whatever was changed and not refused is in the save; what was left as the sheet showed it is not.
          const refusedNames = new Set(refused.map((input) => input.rule.name));
          const saved = JSON.stringify(data);
          for (const [name, value] of Object.entries(form)) {
            if (refusedNames.has(name)) continue;
            const path = name.split(".");
            let node: unknown = data;
            for (const part of path) node = Reflect.get(Object(node), part);
            if (leftAsShown(rules.get(name), value)) expect(node, `${name} left at ${JSON.stringify(value)} was saved in ${saved}`).toBeUndefined();
            else expect(node, `${name} typed ${JSON.stringify(value)} was neither refused nor saved in ${saved}`).toEqual(value);
          }
        }),
        { numRuns: RUNS_PER_SHEET, seed: 7 },
      );
    },
  );
});
