import { existsSync, readFileSync } from "node:fs";
import { basename } from "node:path";
import { describe, expect, it } from "vitest";
import { withStatuses } from "../../../src/engine/conditions/conditionState";
import { conditionField, conditionToggles, conditionWords, declareConditions } from "../../../src/engine/conditions/declareConditions";
import type { SheetView, ToggleView } from "../../../src/engine/play/SheetView";
import { validate } from "../../../src/engine/schema/validate";
import { REGISTERED, RULESETS } from "../../../src/rulesets/registry";
import { packActorFrom } from "../../support/packActors";
import { packFilePaths } from "../../support/packSources";

describe("a rule set's conditions, declared once", () => {
  const nested = declareConditions({
    under: "conditions",
    label: (id) => `K.Condition.${id}`,
    fields: { dazed: conditionField("Dazed"), down: conditionField("Down") },
  });
  const atRoot = declareConditions({ under: "", label: (id) => `K.Field.${id}`, fields: { prone: conditionField("Prone") } });

  it("lists each one as a status: its id, the path the rules read it at, its name's key and its icon named for it", () => {
    expect([...nested]).toEqual([
      { id: "dazed", path: "conditions.dazed", label: "K.Condition.dazed", icon: "dazed.svg" },
      { id: "down", path: "conditions.down", label: "K.Condition.down", icon: "down.svg" },
    ]);
    expect([...atRoot]).toEqual([{ id: "prone", path: "prone", label: "K.Field.prone", icon: "prone.svg" }]);
  });

  it("gives the object of booleans the rules read, each off until its status is on, and the booleans alone for the root", () => {
    expect(nested.object).toMatchObject({
      type: "object",
      title: "Conditions",
      default: {},
      additionalProperties: false,
      properties: { dazed: { type: "boolean", title: "Dazed", default: false }, down: { type: "boolean", title: "Down", default: false } },
    });
    expect(Object.keys(nested.object.properties)).toEqual(["dazed", "down"]);
    expect(atRoot.fields).toEqual({ prone: conditionField("Prone") });
  });

  it("draws a sheet toggle for each at its path, and gives the log a word for each", () => {
    expect(conditionToggles(nested, (id) => id === "down")).toEqual([
      { path: "system.conditions.dazed", label: { key: "K.Condition.dazed" }, active: false },
      { path: "system.conditions.down", label: { key: "K.Condition.down" }, active: true },
    ]);
    expect(conditionToggles(atRoot, () => true)).toEqual([{ path: "system.prone", label: { key: "K.Field.prone" }, active: true }]);
    expect(conditionWords(nested)).toEqual({ dazed: { key: "K.Condition.dazed" }, down: { key: "K.Condition.down" } });
  });
});

/** What data holds at a dotted path: a lang file's string at its key, a boolean of an actor's data at its path. */
const at = (data: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((value, part) => (typeof value === "object" && value !== null ? Reflect.get(value, part) : undefined), data);

const langFile = (lang: string): unknown => JSON.parse(readFileSync(new URL(`../../../lang/${lang}.json`, import.meta.url), "utf8"));

const LANGUAGES = ["en", "de", "fr"].map((lang) => ({ lang, words: langFile(lang) }));

const togglesOf = (view: SheetView): ToggleView[] =>
  view.tabs.flatMap((tab) => tab.blocks.flatMap((block) => (block.kind === "toggles" ? [...block.toggles] : [])));

/** Every condition of every registered rule set has everything a condition needs, because each is derived from its one declaration. */
describe.each(REGISTERED.map((ruleset) => ({ id: ruleset.id, ruleset })))("$id: every condition, walked", ({ id, ruleset }) => {
  const module = ruleset.play.withOptions?.({}) ?? ruleset.play;
  const conditions = module.documents.conditions;
  const actor = packActorFrom(`${id}-actors`, basename(packFilePaths(`${id}-actors`)[0] ?? "", ".json"));

  it.each(conditions.map((condition) => ({ condition })))("$condition.id: named in en, de and fr, drawn, read, toggled and worded", ({ condition }) => {
    for (const { lang, words } of LANGUAGES) expect(typeof at(words, condition.label), `${lang}: ${condition.label}`).toBe("string");
    expect(existsSync(new URL(`../../../assets/conditions/${condition.icon}`, import.meta.url)), condition.icon).toBe(true);
    const schema = RULESETS.find(id)?.actorSchema;
    if (schema === undefined) throw new Error(id);
    const read = validate(schema, withStatuses({}, [condition.id], conditions));
    expect(at(read.ok ? read.value : undefined, condition.path), condition.path).toBe(true);
    const toggles = togglesOf(module.sheet({ ...actor, system: withStatuses(actor.system, [condition.id], conditions) }, undefined));
    expect(toggles).toContainEqual({ path: `system.${condition.path}`, label: { key: condition.label }, active: true });
    expect(ruleset.eventWords.conditions[condition.id]).toEqual({ key: condition.label });
  });
});
