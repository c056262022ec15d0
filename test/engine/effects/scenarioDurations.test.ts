import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";
import type { CombatEvent } from "../../../src/engine/events";
import { loadScenario } from "../../../src/engine/scenario/loadScenario";
import { RULESETS } from "../../../src/rulesets/registry";

const frenzy = (duration: unknown) => [{ name: "Frenzy", duration, changes: [{ key: "system.weaponSkill", mode: "add", value: 10 }] }];
const d100 = (effects: unknown) => ({
  ruleset: "d100-fate",
  combatants: [
    { id: "a", side: "red", actor: { agility: 40, weaponSkill: 40 }, effects },
    { id: "b", side: "blue" },
  ],
});
const example = (): unknown => JSON.parse(readFileSync(new URL("../../../examples/d100-fate/frenzy-fades.json", import.meta.url), "utf8"));

function fight(scenario: unknown, seed: number): readonly CombatEvent[] {
  const loaded = loadScenario(scenario, RULESETS);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  return loaded.value.ruleset.prepare(loaded.value.combatants)(new SeededFaces(seed), { maxRounds: loaded.value.scenario.maxRounds, log: true }).events;
}

/** The target numbers a combatant's attacks were rolled against, by round. */
function attackTargets(events: readonly CombatEvent[], id: string): [number, number][] {
  return events.flatMap((event) =>
    event.type === "roll" && event.combatant === id && event.purpose === "attack" && event.target !== undefined
      ? [[event.round, event.target] as [number, number]]
      : [],
  );
}

describe("a scenario effect with a duration", () => {
  it.each([
    [
      d100(frenzy({ unit: "phases", count: 2 })),
      {
        path: "combatants[0].effects[0].duration.unit",
        value: "phases",
        expected: "one of rounds, end-of-round, next-turn (the units d100-fate's clock counts)",
      },
    ],
    [
      d100(frenzy({ unit: "end-of-round", count: 3 })),
      { path: "combatants[0].effects[0].duration.count", value: 3, expected: "1: end-of-round is one moment, not a number of units" },
    ],
    [d100(frenzy({ unit: "rounds", count: 0 })), { path: "combatants[0].effects[0].duration.count", value: 0, expected: "an integer from 1 to 999" }],
    [d100(frenzy({ unit: "rounds", count: 2, until: "dawn" })), { path: "combatants[0].effects[0].duration.until", value: "dawn", expected: "" }],
  ])("is refused with the field named when its duration is not the rule set's (%#)", (scenario, issue) => {
    const loaded = loadScenario(scenario, RULESETS);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.issues[0]).toMatchObject({ path: issue.path, value: issue.value });
    if (!loaded.ok && issue.path.endsWith(".unit")) expect(loaded.issues[0]).toEqual(issue);
  });

  it("is refused when the actor under the effects that outlast it would not be valid", () => {
    const effects = [
      { name: "Curse", changes: [{ key: "system.agility", mode: "add", value: -50 }] },
      { name: "Ward", duration: { unit: "rounds", count: 1 }, changes: [{ key: "system.agility", mode: "add", value: 20 }] },
    ];
    const loaded = loadScenario(d100(effects), RULESETS);
    expect(loaded.ok ? null : loaded.issues[0]?.path).toBe("combatants[0].effects");
  });

  it("changes the numbers until the clock passes its end, and the log says when it ends", () => {
    const events = fight(example(), 5);
    const ends = events.filter((event) => event.type === "effect-end");
    expect(ends).toEqual([
      { type: "effect-end", round: 2, combatant: "sergeant", effect: "Blessing" },
      { type: "effect-end", round: 3, combatant: "champion", effect: "Frenzy" },
    ]);
    // Frenzy's +10 Weapon Skill counts in rounds 1 and 2 only.
    const targets = attackTargets(events, "champion");
    const frenzied = targets.filter(([round]) => round <= 2).map(([, target]) => target);
    const calm = targets.filter(([round]) => round > 2).map(([, target]) => target);
    expect(Math.min(...frenzied) - Math.max(...calm)).toBe(10);
  });

  it("is in force the whole fight without a duration, and then nothing ends", () => {
    const scenario = example();
    const events = fight(JSON.parse(JSON.stringify(scenario).replaceAll(/"duration":\{[^}]*\},?/g, "")), 5);
    expect(events.some((event) => event.type === "effect-end")).toBe(false);
  });
});
