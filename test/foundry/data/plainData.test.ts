import { describe, expect, it } from "vitest";
import { validate } from "../../../src/engine/schema/validate";
import { plainData } from "../../../src/foundry/data/plainData";
import { D100ActorSchema } from "../../../src/rulesets/d100-fate/schema";

describe("plainData", () => {
  it("drops the nulls Foundry stores for cleared optional fields, at any depth", () => {
    expect(plainData({ wounds: { max: 12, value: null }, fate: { max: 2, value: 1 }, tags: [1, { a: null, b: 2 }] })).toEqual({
      wounds: { max: 12 },
      fate: { max: 2, value: 1 },
      tags: [1, { b: 2 }],
    });
  });

  it("lets an actor whose wounds were cleared on the sheet pass the rule set's schema", () => {
    const stored = { kind: "pc", weaponSkill: 40, wounds: { max: 12, value: null }, fate: { max: 2, value: null } };
    expect(validate(D100ActorSchema, stored).ok).toBe(false);
    expect(validate(D100ActorSchema, plainData(stored)).ok).toBe(true);
  });

  it("copies rather than shares", () => {
    const source = { conditions: { prone: true } };
    const copy = plainData(source);
    expect(copy).toEqual(source);
    expect(copy).not.toBe(source);
    expect(Reflect.get(Object(copy), "conditions")).not.toBe(source.conditions);
  });
});
