import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SeededFaces } from "../../src/engine/dice/SeededFaces";
import { fightingRuleSet, type FightingRuleSet } from "../../src/engine/fight/FightingRuleSet";
import { loadScenario } from "../../src/engine/scenario/loadScenario";
import { oneRuleSet } from "../../src/engine/scenario/oneRuleSet";
import { declaredRuleSet } from "../../src/rulesets/declared";
import { withFights } from "../../src/rulesets/RuleSet";
import { REGISTERED, RULESET_IDS } from "../../src/rulesets/registry";

/** A rule set's `headless.ts`, by the path the build's odds workers import it from. */
async function headlessOf(id: string): Promise<FightingRuleSet> {
  const module: { readonly HEADLESS: FightingRuleSet } = await import(`../../src/rulesets/${id}/headless.ts`);
  return module.HEADLESS;
}

describe("each rule set's headless fight, all its Odds dialog worker carries", () => {
  it.each(REGISTERED.map((ruleset) => [ruleset.id, ruleset] as const))("%s: is `headless.ts`'s HEADLESS, the registered runtime", async (id, registered) => {
    const headless = await headlessOf(id);
    expect(headless.id).toBe(id);
    expect(registered.runtime).toBe(headless);
  });
});

describe("a registry line, `withFights`", () => {
  it.each(REGISTERED.map((ruleset) => [ruleset.id, ruleset] as const))(
    "%s: joins the rule set a world loads to its own headless fight, and changes nothing else",
    async (id, registered) => {
      const loaded = await declaredRuleSet(id)?.load();
      if (loaded === undefined) throw new Error(`${id} is declared`);
      expect(withFights(loaded, registered.runtime)).toStrictEqual(registered);
    },
  );

  it("refuses a line that joins one rule set to another's headless fight, naming both", async () => {
    const [own, other] = REGISTERED;
    if (other === undefined) throw new Error("two registered rule sets");
    const loaded = await declaredRuleSet(own.id)?.load();
    if (loaded === undefined) throw new Error(`${own.id} is declared`);
    expect(() => withFights(loaded, other.runtime)).toThrow(`${own.id}'s registry line joins ${other.id}'s headless fight`);
  });
});

const squad = (id: string): unknown => JSON.parse(readFileSync(new URL(`../../examples/${id}/squad-4v6.json`, import.meta.url), "utf8"));

describe("the rule set a world loads, which fights only when made to", () => {
  it.each(RULESET_IDS)("%s: fights as its headless fight does (squad-4v6, seeds 7 and 8, the whole log)", async (id) => {
    const loaded = await declaredRuleSet(id)?.load();
    if (loaded === undefined) throw new Error(`${id} is declared`);
    expect(loaded.runtime).not.toHaveProperty("prepare");
    const fought = (ruleset: FightingRuleSet, seed: number) => {
      const read = loadScenario(squad(id), oneRuleSet(ruleset));
      if (!read.ok) throw new Error(JSON.stringify(read.issues));
      const { combatants, options, scenario } = read.value;
      return ruleset.prepare(combatants, options)(new SeededFaces(seed), { maxRounds: scenario.maxRounds, log: true });
    };
    const world = fightingRuleSet(loaded.runtime);
    const headless = await headlessOf(id);
    for (const seed of [7, 8]) {
      const result = fought(world, seed);
      expect(result.events.length).toBeGreaterThan(0);
      expect(result).toEqual(fought(headless, seed));
    }
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
