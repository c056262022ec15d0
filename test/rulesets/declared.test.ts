import { describe, expect, it } from "vitest";
import { DECLARED, DEFAULT_DECLARED, declaredRuleSet } from "../../src/rulesets/declared";
import { DEFAULT_RULESET, REGISTERED } from "../../src/rulesets/registry";

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
      expect(loaded).toBe(registered);
      expect(registered.play.id).toBe(id);
      expect(registered.play.documents).toBe(declared?.documents);
      expect(registered.play.sceneGrid).toBe(declared?.sceneGrid);
      expect(registered.runtime.optionsSchema).toBe(declared?.optionsSchema);
      expect(registered.name).toBe(declared?.name);
    },
  );
});
