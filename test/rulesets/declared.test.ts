import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DECLARED, DEFAULT_DECLARED, declaredRuleSet } from "../../src/rulesets/declared";
import { DEFAULT_RULESET, REGISTERED, ruleSetById } from "../../src/rulesets/registry";
import { withFights, type RuleSet } from "../../src/rulesets/RuleSet";

const RULESETS_DIR = fileURLToPath(new URL("../../src/rulesets", import.meta.url));

/** Every folder of src/rulesets that holds a rule set: one with a `ruleSet.ts`. */
const FOLDERS = readdirSync(RULESETS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(RULESETS_DIR, entry.name, "ruleSet.ts")))
  .map((entry) => entry.name);

/** Each rule set folder missing from a list, named with the file to add its line to. */
function unlisted(folders: readonly string[], registered: readonly string[], declared: readonly string[]): string[] {
  return folders.flatMap((folder) => [
    ...(registered.includes(folder) ? [] : [`${folder}: one line in src/rulesets/registry.ts`]),
    ...(declared.includes(folder) ? [] : [`${folder}: one line in src/rulesets/declared.ts`]),
  ]);
}

describe("the rule sets' declarations, which the Foundry entry holds", () => {
  it("list the registered rule sets, in their order, the first the default", () => {
    expect(DECLARED.map((ruleset) => ruleset.id)).toEqual(REGISTERED.map((ruleset) => ruleset.id));
    expect(DEFAULT_DECLARED.id).toBe(DEFAULT_RULESET.id);
    expect(declaredRuleSet("no-such-rules")).toBeUndefined();
  });

  it.each(REGISTERED.map((ruleset) => [ruleset.id, ruleset] as const))(
    "%s: load the registered rule set, whose play and runtime read the declaration's own documents, grid and options",
    async (id, registered) => {
      const declared = declaredRuleSet(id);
      expect(declared).toBeDefined();
      const loaded = await declared?.load();
      // The registry joins the very rule set a world loads to its headless fight (`withFights`).
      expect(loaded === undefined ? undefined : withFights(loaded, registered.runtime)).toStrictEqual(registered);
      expect(registered.play.id).toBe(id);
      expect(registered.play.documents).toBe(declared?.documents);
      expect(registered.play.sceneGrid).toBe(declared?.sceneGrid);
      expect(registered.runtime.optionsSchema).toBe(declared?.optionsSchema);
      expect(registered.name).toBe(declared?.name);
    },
  );
});

describe("every rule set folder, listed in both lists", () => {
  it("registers and declares each folder with a ruleSet.ts, and lists nothing that has no folder", () => {
    expect(FOLDERS.length).toBeGreaterThan(0);
    const registered = REGISTERED.map((ruleset) => ruleset.id);
    expect(
      unlisted(
        FOLDERS,
        registered,
        DECLARED.map((ruleset) => ruleset.id),
      ),
    ).toEqual([]);
    expect([...registered].sort()).toEqual([...FOLDERS].sort());
  });

  it.each(FOLDERS)("%s: its ruleSet.ts exports the very rule set registered under the folder's name, joined to its headless fight", async (folder) => {
    const module: Record<string, unknown> = await import(`../../src/rulesets/${folder}/ruleSet.ts`);
    const registered = ruleSetById(folder);
    expect(registered).toBeDefined();
    if (registered === undefined) return;
    const exported = Object.values(module).find((value) => (value as Partial<RuleSet> | undefined)?.play === registered.play) as RuleSet | undefined;
    expect(exported === undefined ? undefined : withFights(exported, registered.runtime)).toStrictEqual(registered);
  });

  it("names the list a new folder is missing from, and the file to add its line to", () => {
    expect(unlisted(["old-rules", "new-rules"], ["old-rules"], ["old-rules"])).toEqual([
      "new-rules: one line in src/rulesets/registry.ts",
      "new-rules: one line in src/rulesets/declared.ts",
    ]);
    expect(unlisted(["new-rules"], ["new-rules"], [])).toEqual(["new-rules: one line in src/rulesets/declared.ts"]);
  });
});
