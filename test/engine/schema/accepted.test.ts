import { describe, expect, it } from "vitest";
import { accepts } from "../../../src/engine/schema/accepted";
import { validate } from "../../../src/engine/schema/validate";
import { D100ActorSchema } from "../../../src/rulesets/d100-fate/schema";

describe("accepts: whether a value is what a schema takes, without saying what is wrong", () => {
  it("takes what validate takes, with the same defaults, leaving the input alone", () => {
    const input = { agility: 42, wounds: { max: 12, value: 5 } };
    const read = accepts(D100ActorSchema, input, "actor");
    expect(read).toEqual(validate(D100ActorSchema, input, "actor"));
    expect(read.ok && read.value.toughness).toBe(30);
    expect(input).toEqual({ agility: 42, wounds: { max: 12, value: 5 } });
  });

  it("refuses what the schema refuses, naming nothing, and hands validate the value with its defaults", () => {
    const read = accepts(D100ActorSchema, { agility: 140 }, "actor");
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.issues).toEqual([]);
    expect(read.withDefaults).toMatchObject({ agility: 140, toughness: 30 });
    const explained = validate(D100ActorSchema, { agility: 140 }, "actor");
    expect(explained.ok || explained.issues.map((issue) => issue.path)).toEqual(["actor.agility"]);
  });

  it("names a track above its maximum and nesting too deep itself, as validate does", () => {
    const above = accepts(D100ActorSchema, { wounds: { max: 3, value: 4 } }, "actor");
    expect(above.ok || above.issues).toEqual([{ path: "actor.wounds.value", value: 4, expected: "no more than the maximum, 3" }]);
    expect(above).toMatchObject(validate(D100ActorSchema, { wounds: { max: 3, value: 4 } }, "actor"));
    let deep: unknown = 1;
    for (let level = 0; level < 70; level += 1) deep = [deep];
    const nested = accepts(D100ActorSchema, deep, "actor");
    expect(nested.ok || nested.issues.map((issue) => issue.expected)).toEqual(["no more than 64 levels of nesting"]);
  });
});
