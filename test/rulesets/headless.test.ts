import { describe, expect, it } from "vitest";
import type { BoundRuleSet } from "../../src/engine/fight/BoundRuleSet";
import { loadScenario } from "../../src/engine/scenario/loadScenario";
import { oneRuleSet } from "../../src/engine/scenario/oneRuleSet";
import { REGISTERED, RULESET_IDS } from "../../src/rulesets/registry";

/** A rule set's `headless.ts`, by the path the build's odds workers import it from. */
async function headlessOf(id: string): Promise<BoundRuleSet> {
  const module: { readonly HEADLESS: BoundRuleSet } = await import(`../../src/rulesets/${id}/headless.ts`);
  return module.HEADLESS;
}

describe("each rule set's headless fight, all its Odds dialog worker carries", () => {
  it.each(REGISTERED.map((ruleset) => [ruleset.id, ruleset] as const))("%s: is `headless.ts`'s HEADLESS, the descriptor's runtime", async (id, registered) => {
    const headless = await headlessOf(id);
    expect(headless.id).toBe(id);
    expect(registered.runtime).toBe(headless);
  });
});

describe("a directory of one rule set", () => {
  it("finds that rule set and refuses a scenario of any other, naming the one it knows", async () => {
    const [own, other] = RULESET_IDS;
    if (own === undefined || other === undefined) throw new Error("two registered rule sets");
    const directory = oneRuleSet(await headlessOf(own));
    expect(directory.find(own)?.id).toBe(own);
    expect(directory.find(other)).toBeUndefined();
    expect(
      loadScenario(
        {
          ruleset: other,
          combatants: [
            { id: "a", side: "a" },
            { id: "b", side: "b" },
          ],
        },
        directory,
      ),
    ).toEqual({ ok: false, issues: [{ path: "ruleset", value: other, expected: `one of ${own}` }] });
  });
});
