import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadStudy } from "../../../src/engine/odds/oddsJobs";
import { loadScenario, readScenario } from "../../../src/engine/scenario/loadScenario";
import { acceptsOnly } from "../../../src/engine/schema/acceptsOnly";
import { RULESETS, RULESET_IDS } from "../../../src/rulesets/registry";

/**
 * An Odds worker reads the scenarios it is sent with `acceptsOnly` rather than `validate`, so it
 * carries none of TypeBox's error reports: it must load every scenario `loadScenario` loads, as the
 * same combatants, and refuse every one `loadScenario` refuses.
 */
const EXAMPLES = RULESET_IDS.flatMap((id) =>
  readdirSync(new URL(`../../../examples/${id}/`, import.meta.url))
    .filter((name) => name.endsWith(".json"))
    .map((name) => `${id}/${name}`),
);

const example = (path: string): Record<string, unknown> => {
  const parsed: unknown = JSON.parse(readFileSync(new URL(`../../../examples/${path}`, import.meta.url), "utf8"));
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error(`examples/${path} is not a scenario`);
  return parsed as Record<string, unknown>;
};

const workerRead = (input: unknown) => readScenario(input, RULESETS, acceptsOnly);

/** The first combatant of `scenario` changed by `change`. */
function withFirstCombatant(
  scenario: Record<string, unknown>,
  change: (combatant: Record<string, unknown>) => Record<string, unknown>,
): Record<string, unknown> {
  const [first, ...rest] = scenario["combatants"] as Record<string, unknown>[];
  if (first === undefined) throw new Error("a scenario with a combatant");
  return { ...scenario, combatants: [change(first), ...rest] };
}

describe("an Odds worker's reading of a scenario", () => {
  it("has examples to read", () => {
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(RULESET_IDS.length);
  });

  it.each(EXAMPLES)("%s: loads as loadScenario loads it", (path) => {
    const scenario = example(path);
    const loaded = loadScenario(scenario, RULESETS);
    expect(loaded.ok).toBe(true);
    expect(workerRead(scenario)).toEqual(loaded);
  });

  const refusals: readonly (readonly [string, (scenario: Record<string, unknown>) => unknown])[] = [
    ["not an object", () => "duel"],
    ["a field no scenario has", (scenario) => ({ ...scenario, weather: "rain" })],
    ["a rule set nobody registered", (scenario) => ({ ...scenario, ruleset: "no-such-rules" })],
    ["a round limit of words", (scenario) => ({ ...scenario, maxRounds: "ten" })],
    ["options the rule set has not", (scenario) => ({ ...scenario, options: { noSuchOption: true } })],
    ["an actor of the wrong shape", (scenario) => withFirstCombatant(scenario, (combatant) => ({ ...combatant, actor: "strong" }))],
    ["an actor field the rule set has not", (scenario) => withFirstCombatant(scenario, (combatant) => ({ ...combatant, actor: { noSuchField: 1 } }))],
    [
      "an item of its own with a field of the wrong kind",
      (scenario) => withFirstCombatant(scenario, (combatant) => ({ ...combatant, items: [{ type: "weapon", name: "Odd", damage: [] }] })),
    ],
    ["a hidden __proto__ key", (scenario) => JSON.parse(JSON.stringify(scenario).replace("{", '{"__proto__":{"maxRounds":3},')) as unknown],
  ];

  describe.each(RULESET_IDS)("%s's duel or squad, broken", (id) => {
    const path = EXAMPLES.find((candidate) => candidate === `${id}/duel.json`) ?? `${id}/squad-4v6.json`;
    it.each(refusals.map(([what, change]) => [what, change] as const))("is refused as loadScenario refuses it: %s", (_what, change) => {
      const broken = change(example(path));
      expect(loadScenario(broken, RULESETS).ok).toBe(false);
      const read = workerRead(broken);
      expect(read.ok).toBe(false);
      if (read.ok) return;
      expect(read.issues).toHaveLength(1);
    });
  });

  it("names a refusal in one plain sentence, and never a field the schema refused", () => {
    expect(loadStudy({ ruleset: RULESET_IDS[0], combatants: "two" }, RULESETS)).toEqual({
      ok: false,
      message: expect.stringMatching(/^got .*, expected a scenario$/),
    });
    const actor = withFirstCombatant(example(`${RULESET_IDS[0]}/duel.json`), (combatant) => ({ ...combatant, actor: { noSuchField: 1 } }));
    expect(loadStudy(actor, RULESETS)).toEqual({
      ok: false,
      message: expect.stringMatching(/^combatants\[0\]\.actor: got \{"noSuchField":1,.*, expected what its schema accepts$/),
    });
  });

  it("still names what only the loader checks, beyond the schemas", () => {
    const scenario = example(EXAMPLES.find((path) => path.endsWith("squad-4v6.json")) ?? "");
    const loaded = workerRead({ ...scenario, ruleset: "no-such-rules" });
    expect(loaded).toEqual({ ok: false, issues: [{ path: "ruleset", value: "no-such-rules", expected: `one of ${RULESET_IDS.join(", ")}` }] });
  });
});
