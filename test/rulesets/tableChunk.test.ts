import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/build/paths";
import { REGISTERED } from "../../src/rulesets/registry";
import { readTree } from "../architecture/importGraph";
import { valueClosure } from "../architecture/valueImports";

/**
 * The table never runs a headless fight: a world's boot and its rule set's chunk leave the fight
 * loop out (`runFight` and all it pulls in), which only the CLI, the Odds workers and the tests
 * carry, through each rule set's `headless.ts`. Followed by value imports, as the bundler follows
 * them; a type-only import brings no code.
 */
const FIGHT_LOOP = "src/engine/fight/runFight.ts";

const TREE = readTree(REPO_ROOT, ["src"]);
const IDS = REGISTERED.map((ruleset) => ruleset.id);

describe("the fight loop, which the table never runs", () => {
  it("is not in the boot", () => {
    const boot = valueClosure(TREE, "src/foundry/boot.ts");
    expect(boot.has("src/rulesets/declared.ts")).toBe(true);
    expect(boot.has(FIGHT_LOOP)).toBe(false);
  });

  it.each(IDS)("%s: is not in the rule set's chunk (its ruleSet.ts)", (id) => {
    const chunk = valueClosure(TREE, `src/rulesets/${id}/ruleSet.ts`);
    expect(chunk.has(`src/rulesets/${id}/runtime.ts`)).toBe(true);
    expect(chunk.has(FIGHT_LOOP)).toBe(false);
  });

  it.each(IDS)("%s: is in its headless fight (its headless.ts), all the Odds worker carries", (id) => {
    expect(valueClosure(TREE, `src/rulesets/${id}/headless.ts`).has(FIGHT_LOOP)).toBe(true);
  });

  it("would be in the chunk of a descriptor that took its runtime from headless.ts, and not for a type", () => {
    const [id] = IDS;
    const file = `src/rulesets/${id}/ruleSet.ts`;
    const tampered = (line: string): Map<string, string> => new Map([...TREE, [file, `${line}\n${TREE.get(file) ?? ""}`]]);
    expect(valueClosure(tampered('import { HEADLESS } from "./headless";'), file).has(FIGHT_LOOP)).toBe(true);
    expect(valueClosure(tampered('import type { HEADLESS } from "./headless";'), file).has(FIGHT_LOOP)).toBe(false);
    expect(valueClosure(tampered('import type { FightResult } from "../../engine/fight/runFight";'), file).has(FIGHT_LOOP)).toBe(false);
    expect(valueClosure(tampered('export { runFight } from "../../engine/fight/runFight";'), file).has(FIGHT_LOOP)).toBe(true);
  });
});
