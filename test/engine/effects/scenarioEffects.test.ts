import { describe, expect, it } from "vitest";
import { loadScenario } from "../../../src/engine/scenario/loadScenario";
import { RULESETS } from "../../../src/rulesets/registry";

const d100 = (effects: unknown) => ({
  ruleset: "d100-fate",
  combatants: [
    { id: "a", side: "red", actor: { agility: 40, weaponSkill: 40 }, effects },
    { id: "b", side: "blue" },
  ],
});
const d6 = (effects: unknown) => ({
  ruleset: "d6-pool",
  combatants: [
    { id: "a", side: "red", actor: { agility: "3D+1", skills: { dodge: "4D" } }, effects },
    { id: "b", side: "blue" },
  ],
});
const actorOf = (scenario: unknown): unknown => {
  const loaded = loadScenario(scenario, RULESETS);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  return loaded.value.combatants[0]?.actor;
};

describe("a scenario combatant's effects", () => {
  it("change its actor's numbers as core changes them: every multiply before every add, every override last, whatever the order they are listed in", () => {
    const listed = [
      { name: "Blessing", changes: [{ key: "system.agility", mode: "add", value: 10 }] },
      {
        name: "Haste",
        changes: [
          { key: "system.agility", mode: "multiply", value: 2 },
          { key: "system.weaponSkill", mode: "override", value: 55 },
        ],
      },
      { name: "Slowed", changes: [{ key: "system.weaponSkill", mode: "add", value: -5 }] },
    ];
    for (const effects of [listed, [...listed].reverse()]) expect(actorOf(d100(effects))).toMatchObject({ agility: 90, weaponSkill: 55 });
  });

  it("change a die code by the rule set's own kind of change: d6-pool's +1D", () => {
    expect(
      actorOf(
        d6([
          {
            name: "Adrenaline",
            changes: [
              { key: "system.agility", mode: "custom", value: "+1D" },
              { key: "system.skills.dodge", mode: "custom", value: "-1" },
            ],
          },
        ]),
      ),
    ).toMatchObject({ agility: "4D+1", skills: { dodge: "3D+2" } });
  });

  it.each([
    [
      d100([{ name: "Odd", changes: [{ key: "system.nimbleness", mode: "add", value: 1 }] }]),
      { path: "combatants[0].effects[0].changes[0].key", value: "system.nimbleness", expected: "a path the actor's data has" },
    ],
    [
      d100([{ name: "Odd", changes: [{ key: "system.agility", mode: "add", value: "lots" }] }]),
      { path: "combatants[0].effects[0].changes[0].value", value: "lots", expected: "a number" },
    ],
    [
      d6([{ name: "Odd", changes: [{ key: "system.agility", mode: "add", value: 1 }] }]),
      {
        path: "combatants[0].effects[0].changes[0].value",
        value: 1,
        expected: "a change system.agility takes: it holds no number, so only override (or the rule set's custom kind)",
      },
    ],
    [
      d100([{ name: "Odd", changes: [{ key: "system.agility", mode: "custom", value: "+1D" }] }]),
      { path: "combatants[0].effects[0].changes[0].value", value: "+1D", expected: "a change the rule set reads as its own kind" },
    ],
    [
      d100([{ name: "Giant", changes: [{ key: "system.agility", mode: "add", value: 70 }] }]),
      {
        path: "combatants[0].effects",
        value: ["Giant"],
        expected: "effects that leave the actor valid: they make combatants[0].actor.agility 110, where an integer from 0 to 100 is expected",
      },
    ],
  ])("are refused with the field named when they cannot apply (%#)", (scenario, issue) => {
    expect(loadScenario(scenario, RULESETS)).toEqual({ ok: false, issues: [issue] });
  });
});
