import { describe, expect, it } from "vitest";
import { splitConditionChanges, statusesInSystem, withStatuses, withoutConditions } from "../../../src/engine/conditions/conditionState";
import { loadScenario } from "../../../src/engine/scenario/loadScenario";
import { validate } from "../../../src/engine/schema/validate";
import { REGISTERED, RULESETS } from "../../../src/rulesets/registry";
import { scenarioSchemaOf } from "../../../src/cli/commands/schema";

const D100 = REGISTERED[0].play.documents.conditions;

describe("a condition read from the status effects", () => {
  it("is set at its path in a copy of the data, on when its status is on, off otherwise; the data handed in is left as it was", () => {
    const stored = { wounds: { max: 10 }, conditions: { stunned: true } };
    const view = withStatuses(stored, new Set(["prone"]), D100);
    expect(view).toEqual({ wounds: { max: 10 }, conditions: { stunned: false, surprised: false, immobilised: false, prone: true } });
    expect(stored).toEqual({ wounds: { max: 10 }, conditions: { stunned: true } });
  });

  it("is read back from old stored fields, taken out of them with the object they leave empty, and split off a change's paths", () => {
    const old = { fatigue: 1, conditions: { stunned: true, surprised: false, immobilised: false, prone: true } };
    expect(statusesInSystem(old, D100)).toEqual(["stunned", "prone"]);
    expect(withoutConditions(old, D100)).toEqual({ fatigue: 1 });
    expect(splitConditionChanges({ "wounds.value": 3, "conditions.stunned": true, "conditions.prone": false }, D100)).toEqual({
      system: { "wounds.value": 3 },
      statuses: { stunned: true, prone: false },
    });
  });
});

describe.each(REGISTERED.map(({ id, play }) => ({ id, documents: play.documents, runtime: RULESETS.find(id) })))(
  "$id's conditions",
  ({ id, documents, runtime }) => {
    it("have ids of their own, a name, an icon, and a boolean at their path in the rules' schema", () => {
      expect(documents.conditions.length).toBeGreaterThan(0);
      expect(new Set(documents.conditions.map((condition) => condition.id)).size).toBe(documents.conditions.length);
      const schema = runtime?.actorSchema;
      if (schema === undefined) throw new Error(id);
      for (const condition of documents.conditions) {
        expect(condition.label).toMatch(/^TURNWRIGHT\./);
        expect(condition.icon).toMatch(/^[a-z]+\.svg$/);
        const checked = validate(schema, withStatuses({}, [condition.id], documents.conditions));
        expect(checked.ok && statusesInSystem(checked.value, documents.conditions)).toEqual([condition.id]);
      }
    });

    it("are never stored: the actor's stored schema has no field at any condition's path", () => {
      const stored = documents.schemas[documents.actorType];
      if (stored === undefined) throw new Error(id);
      for (const condition of documents.conditions) expect(validate(stored, withStatuses({}, [], [condition])).ok, condition.path).toBe(false);
    });

    it("are listed by id in a scenario's combatant, and the JSON schema of a scenario offers exactly those ids", () => {
      const ruleset = RULESETS.find(id);
      if (ruleset === undefined) throw new Error(id);
      const schema = JSON.stringify(scenarioSchemaOf(ruleset));
      for (const condition of documents.conditions) expect(schema).toContain(`"const":"${condition.id}"`);
    });
  },
);

describe("a scenario's conditions", () => {
  const scenario = (first: Record<string, unknown>) => ({
    ruleset: "d100-fate",
    combatants: [
      { id: "a", side: "red", ...first },
      { id: "b", side: "blue" },
    ],
  });

  it("reach the rules where they read them", () => {
    const loaded = loadScenario(scenario({ conditions: ["stunned", "prone"] }), RULESETS);
    expect(loaded.ok && statusesInSystem(loaded.value.combatants[0]?.actor, D100)).toEqual(["stunned", "prone"]);
  });

  it.each([
    [{ conditions: ["dazed"] }, { path: "combatants[0].conditions[0]", value: "dazed", expected: "one of stunned, surprised, immobilised, prone" }],
    [{ conditions: ["prone", "prone"] }, { path: "combatants[0].conditions[1]", value: "prone", expected: "a condition not listed before" }],
    [
      { actor: { conditions: { stunned: true } } },
      {
        path: "combatants[0].actor.conditions.stunned",
        value: true,
        expected: 'no conditions.stunned in the actor: list the condition by id in combatants[0].conditions ("stunned")',
      },
    ],
  ])("are refused with the field named when wrong: %j", (first, issue) => {
    expect(loadScenario(scenario(first), RULESETS)).toEqual({ ok: false, issues: [issue] });
  });
});
