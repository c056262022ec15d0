import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/build/paths";
import { partOf } from "../../scripts/docs/generatedPart";
import { FORMAT_PAGE, formatParts } from "../../scripts/docs/scenarioFormat";
import { guideParts, guidePath } from "../../scripts/docs/scenarioGuide";
import { ScenarioSchema } from "../../src/engine/scenario/ScenarioSchema";
import { CombatantEntrySchema } from "../../src/engine/script/CombatantEntry";
import { ScriptStepSchema } from "../../src/engine/script/ScriptStep";
import { REGISTERED } from "../../src/rulesets/registry";
import { SCRIPT_GUIDES } from "../../src/rulesets/scriptGuides";

const page = (id: string): string => readFileSync(join(REPO_ROOT, guidePath(id)), "utf8");

describe("each rule set's scenario guide, docs/scenarios/<id>.md", () => {
  it.each(REGISTERED.map((ruleset) => [ruleset.id, ruleset] as const))("%s: its tables are what npm run docs writes from the schemas now", (id, ruleset) => {
    expect(existsSync(join(REPO_ROOT, guidePath(id))), `${guidePath(id)} is missing`).toBe(true);
    const text = page(id);
    for (const [name, part] of guideParts(ruleset)) expect(partOf(text, name), `${guidePath(id)}'s ${name} is stale: run npm run docs`).toBe(part);
  });

  it.each(REGISTERED.map((ruleset) => [ruleset.id, ruleset] as const))(
    "%s: every actor field, item field, script action and luck use has a row",
    (id, ruleset) => {
      const text = page(id);
      for (const action of ruleset.runtime.vocabulary.actions) expect(text, action).toContain(`| \`${action}\` |`);
      for (const use of ruleset.runtime.vocabulary.spend) expect(text, use).toContain(`| \`${use}\` |`);
      for (const field of ["kind"]) expect(text).toContain(`| \`${field}\` |`);
      // A whole scenario of the rule set: the docs' test of shown scenarios loads it.
      expect(text).toMatch(new RegExp(`\`\`\`json\\n\\{ "ruleset": "${id}"`));
    },
  );

  it("has a script guide for every registered rule set, and none for another", () => {
    expect(Object.keys(SCRIPT_GUIDES).sort()).toEqual(REGISTERED.map((ruleset) => ruleset.id).sort());
  });

  it("is linked from the page on scenario files, one link for each rule set", () => {
    const format = readFileSync(join(REPO_ROOT, "docs/scenario-format.md"), "utf8");
    for (const { id } of REGISTERED) expect(format).toContain(`](scenarios/${id}.md)`);
  });
});

describe("the fields every scenario has, in docs/scenario-format.md", () => {
  const text = readFileSync(join(REPO_ROOT, FORMAT_PAGE), "utf8");

  it.each([...formatParts()])("its %s table is what npm run docs writes from the schema now", (name, part) => {
    expect(partOf(text, name), `${FORMAT_PAGE}'s ${name} is stale: run npm run docs`).toBe(part);
  });

  it("has a row for each field of a scenario, a combatant and a script step", () => {
    for (const schema of [ScenarioSchema, CombatantEntrySchema, ScriptStepSchema]) {
      for (const field of Object.keys(schema.properties)) expect(text, field).toContain(`| \`${field}\` |`);
    }
  });
});
