import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Chance } from "../../../src/engine/dice/Chance";
import { ForcedFaces } from "../../../src/engine/dice/ForcedFaces";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";
import type { AttackEvent } from "../../../src/engine/events";
import { describeIssue } from "../../../src/engine/schema/FieldIssue";
import { loadScenario } from "../../../src/engine/scenario/loadScenario";
import type { Targeting } from "../../../src/engine/script/Targeting";
import { REGISTERED, RULESETS } from "../../../src/rulesets/registry";

/** Every example of every rule set, read as an object a test may change. */
const EXAMPLES = REGISTERED.flatMap(({ id }) => {
  const folder = new URL(`../../../examples/${id}/`, import.meta.url);
  return readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .map((name) => ({
      id,
      name,
      scenario: JSON.parse(readFileSync(new URL(name, folder), "utf8")) as Record<string, unknown> & { combatants: Record<string, unknown>[] },
    }));
});

/** The scenario with every combatant choosing its targets by `targeting`. */
function everyone(scenario: Record<string, unknown> & { combatants: Record<string, unknown>[] }, targeting: Targeting): Record<string, unknown> {
  return { ...scenario, combatants: scenario.combatants.map((combatant) => ({ ...combatant, targeting })) };
}

/** Dice from a seed; a draw among choices is counted, and given as the seeded generator gives it. */
class CountedDraws implements Chance {
  draws = 0;
  readonly #seeded: SeededFaces;

  constructor(seed: number) {
    this.#seeded = new SeededFaces(seed);
  }

  face(faces: number): number {
    return this.#seeded.face(faces);
  }

  choose(count: number): number {
    this.draws += 1;
    return this.#seeded.choose(count);
  }
}

function fightOf(scenario: unknown, chance: Chance) {
  const loaded = loadScenario(scenario, RULESETS);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  const { ruleset, combatants, options, scenario: read } = loaded.value;
  return ruleset.prepare(combatants, options)(new ForcedFaces(read.dice, chance), { maxRounds: read.maxRounds, log: true });
}

describe("a combatant's targeting in a scenario", () => {
  it("is random when left out, and may be each of the four where the rule set has positions", () => {
    const { scenario } = EXAMPLES.find((example) => example.id === "phases-3d6" && example.name === "squad-4v6.json") ?? { scenario: { combatants: [] } };
    const loaded = loadScenario(scenario, RULESETS);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
    expect(scenario.combatants.some((combatant) => "targeting" in combatant)).toBe(false);
    expect(new Set(loaded.value.scenario.combatants.map((combatant) => combatant.targeting))).toEqual(new Set(["random"]));
    for (const targeting of ["random", "focus", "first"] as const) expect(loadScenario(everyone(scenario, targeting), RULESETS).ok, targeting).toBe(true);
    // The nearest, once someone stands on the map; this squad fights without one.
    expect(loadScenario(everyone(scenario, "nearest"), RULESETS).ok).toBe(false);
    const placed = { ...scenario, combatants: scenario.combatants.map((combatant, index) => ({ ...combatant, position: { q: index, r: 0 } })) };
    expect(loadScenario(everyone(placed, "nearest"), RULESETS).ok).toBe(true);
  });

  it("is refused by name where the rule set has no positions to tell the nearest by, and when it is no targeting at all", () => {
    const { scenario } = EXAMPLES.find((example) => example.id === "d20-segments" && example.name === "squad-4v6.json") ?? { scenario: { combatants: [] } };
    const nearest = loadScenario(everyone(scenario, "nearest"), RULESETS);
    expect(nearest.ok ? "loaded" : nearest.issues.map(describeIssue)).toEqual([
      'combatants[0].targeting: got "nearest", expected one of random, focus, first (d20-segments has no positions, so no enemy is nearer than another)',
    ]);
    const unknown = loadScenario(
      { ...scenario, combatants: scenario.combatants.map((combatant, index) => (index === 2 ? { ...combatant, targeting: "weakest" } : combatant)) },
      RULESETS,
    );
    expect(unknown.ok ? "loaded" : unknown.issues.map(describeIssue)).toEqual([
      'combatants[2].targeting: got "weakest", expected one of "random", "focus", "nearest", "first"',
    ]);
  });
});

describe("the fight's one choice of target", () => {
  it.each(EXAMPLES)("$id/$name: by the list's order, draws nothing, so a log from before targetings is fought again", ({ scenario }) => {
    for (let seed = 1; seed <= 5; seed++) {
      const chance = new CountedDraws(seed);
      fightOf(everyone(scenario, "first"), chance);
      expect(chance.draws).toBe(0);
    }
  });

  it("says on each unscripted attack by which targeting its attacker chose, in every rule set's squad", () => {
    const squads = EXAMPLES.filter((example) => example.name.startsWith("squad-"));
    expect(squads.map(({ id }) => id).sort()).toEqual(REGISTERED.map(({ id }) => id).sort());
    for (const { id, scenario } of squads) {
      for (const targeting of ["random", "focus", "first"] as const) {
        const attacks = fightOf(everyone(scenario, targeting), new SeededFaces(3)).events.filter((event): event is AttackEvent => event.type === "attack");
        const reasons = new Set(attacks.map((attack) => attack.chosen));
        // An attack with no reason had no other enemy to choose (or the rules aimed it: an attack of opportunity).
        reasons.delete(undefined);
        expect([...reasons].sort(), `${id} ${targeting}`).toEqual(targeting === "focus" ? expect.arrayContaining(["focus"]) : [targeting]);
        for (const reason of reasons) expect(targeting === "focus" ? ["focus", "focus-unreachable"] : [targeting]).toContain(reason);
      }
    }
  });
});
