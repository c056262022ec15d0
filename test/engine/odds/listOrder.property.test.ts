import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runTrials } from "../../../src/engine/odds/OddsStudy";
import { loadScenario } from "../../../src/engine/scenario/loadScenario";
import type { Targeting } from "../../../src/engine/script/Targeting";
import { REGISTERED, RULESETS } from "../../../src/rulesets/registry";
import { differenceInterval, Z_999 } from "../../support/differenceInterval";

/** Fights in each study: enough that a real difference of a few points shows. */
const TRIALS = 4_000;
/** Shuffled orders tried of each example: each is another 4,000 fights, and a test of its own. */
const SHUFFLES = 2;
/** The seed of the original's study; a shuffle's study draws its own. */
const SEED = 2_026;

type Example = { readonly combatants: readonly Record<string, unknown>[] } & Record<string, unknown>;

/**
 * Every example in which a side has more than one combatant, or more than one enemy to choose
 * from: the squads, and the ambushes and skirmishes of two or three a side.
 */
const EXAMPLES = REGISTERED.flatMap(({ id }) => {
  const folder = new URL(`../../../examples/${id}/`, import.meta.url);
  return readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .map((name) => ({ name: `${id}/${name}`, scenario: JSON.parse(readFileSync(new URL(name, folder), "utf8")) as Example }))
    .filter(({ scenario }) => scenario.combatants.length > 2);
});

/** How often each side won `TRIALS` fights of the scenario, every combatant choosing its targets by `targeting`. */
function winsOf(scenario: Example, order: readonly number[], targeting: Targeting, seed: number): ReadonlyMap<string, number> {
  const combatants = order.map((index) => ({ ...scenario.combatants[index], targeting }));
  const loaded = loadScenario({ ...scenario, combatants }, RULESETS);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  const tally = runTrials(loaded.value, seed, { first: 0, count: TRIALS });
  return new Map(Object.entries(tally.wins));
}

/**
 * Issue 26: who wins must not depend on the order the combatants are listed in (the order tokens
 * were dropped on the tracker). For each example, the win rate of each side with the combatants
 * shuffled lies within the 99.9% interval of its difference from the rate in the example's own
 * order, for the targetings that do not read the list. Fixed seeds: the same shuffles and fights
 * every run.
 */
describe("who wins does not depend on the order the combatants are listed in", () => {
  it("covers the squads of every rule set", () => {
    expect(EXAMPLES.filter(({ name }) => name.includes("/squad-")).length).toBe(REGISTERED.length);
  });

  it("tells a fight that does depend on the list: the d6-pool squad under `first`, listed in reverse", () => {
    const squad = EXAMPLES.find(({ name }) => name === "d6-pool/squad-4v6.json")?.scenario;
    if (squad === undefined) throw new Error("the d6-pool squad example is gone");
    const listed = squad.combatants.map((_, index) => index);
    const asWritten = winsOf(squad, listed, "first", SEED);
    const reversed = winsOf(squad, [...listed].reverse(), "first", SEED + 1);
    const crew = String(squad.combatants[0]?.["side"]);
    // The interval the property holds shuffles to excludes 0 here: the check has teeth.
    const interval = differenceInterval(reversed.get(crew) ?? 0, TRIALS, asWritten.get(crew) ?? 0, TRIALS, Z_999);
    expect(interval.high).toBeLessThan(0);
  });

  /**
   * The shuffles each example is fought in: the same two every run (a fixed seed), each a real
   * reordering with a seed of its own for its study. Drawn once, so that each study is a test of
   * its own: three studies of 4,000 fights in one test ran out of its time on a loaded machine.
   */
  const shufflesOf = (count: number): readonly { readonly order: readonly number[]; readonly seed: number }[] => {
    const listed = Array.from({ length: count }, (_, index) => index);
    const shuffled = fc.record({
      order: fc.shuffledSubarray(listed, { minLength: count, maxLength: count }).filter((order) => order.some((at, index) => at !== index)),
      seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
    });
    return fc.sample(shuffled, { numRuns: SHUFFLES, seed: SEED });
  };

  /** Each example's study as written, fought once and kept: every shuffle of it is weighed against it. */
  const asWritten = new Map<string, ReadonlyMap<string, number>>();
  const original = (name: string, scenario: Example, targeting: Targeting): ReadonlyMap<string, number> => {
    const key = `${name} ${targeting}`;
    const known = asWritten.get(key);
    if (known !== undefined) return known;
    const wins = winsOf(
      scenario,
      scenario.combatants.map((_, index) => index),
      targeting,
      SEED,
    );
    asWritten.set(key, wins);
    return wins;
  };

  const studies = EXAMPLES.flatMap((example) => (["random", "focus"] as const).map((targeting) => ({ ...example, targeting })));
  const cases = studies.flatMap((study) => shufflesOf(study.scenario.combatants.length).map((shuffle, index) => ({ ...study, shuffle, index })));

  // The order as written, a study of its own, fought before the shuffles that are weighed against it.
  it.each(studies)("$name, targeting $targeting, as written", ({ name, scenario, targeting }) => {
    const wins = original(name, scenario, targeting);
    expect([...wins.values()].reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(TRIALS);
  });

  it.each(cases)("$name, targeting $targeting, shuffle $index", ({ name, scenario, targeting, shuffle }) => {
    const written = original(name, scenario, targeting);
    const wins = winsOf(scenario, shuffle.order, targeting, shuffle.seed);
    for (const side of new Set(scenario.combatants.map((combatant) => String(combatant["side"])))) {
      const interval = differenceInterval(wins.get(side) ?? 0, TRIALS, written.get(side) ?? 0, TRIALS, Z_999);
      const said = `${side}: ${wins.get(side) ?? 0} of ${TRIALS} listed as [${shuffle.order.join(", ")}], ${written.get(side) ?? 0} as written`;
      expect(interval.low, said).toBeLessThanOrEqual(0);
      expect(interval.high, said).toBeGreaterThanOrEqual(0);
    }
  });
});
