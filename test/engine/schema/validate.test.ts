import { describe, expect, it } from "vitest";
import { Type } from "@sinclair/typebox";
import { describeIssue } from "../../../src/engine/schema/FieldIssue";
import { fieldTree } from "../../../src/engine/schema/FieldTree";
import { toJsonSchema } from "../../../src/engine/schema/jsonSchema";
import { validate } from "../../../src/engine/schema/validate";
import { D100ActorSchema, D100WeaponSchema } from "../../../src/rulesets/d100-fate/schema";

describe("schema validation", () => {
  it("fills what was left out with the schema's defaults, leaving the input alone", () => {
    const input = { agility: 42, weaponSkill: 45 };
    const result = validate(D100ActorSchema, input, "actor");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ agility: 42, weaponSkill: 45, toughness: 30, kind: "npc", wounds: { max: 10 }, conditions: { prone: false } });
    expect(input).toEqual({ agility: 42, weaponSkill: 45 });
  });

  it.each([
    [{ agility: 140 }, "actor.agility: got 140, expected an integer from 0 to 100"],
    [{ agility: "42" }, 'actor.agility: got "42", expected an integer from 0 to 100'],
    [{ kind: "boss" }, 'actor.kind: got "boss", expected "pc" or "npc"'],
    [{ wounds: { max: -1 } }, "actor.wounds.max: got -1, expected an integer from 0 to 999"],
    [{ conditions: { prone: "yes" } }, 'actor.conditions.prone: got "yes", expected true or false'],
    [{ agilty: 40 }, "actor.agilty: got 40, expected no such field (known fields: kind, weaponSkill"],
    [[], "actor: got [], expected an object"],
  ])("names the field, the value and what was expected: %j", (input, message) => {
    const result = validate(D100ActorSchema, input, "actor");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const first = result.issues[0];
    expect(first).toBeDefined();
    if (first !== undefined) expect(describeIssue(first)).toContain(message);
  });

  it("checks patterned texts such as a damage code", () => {
    const result = validate(D100WeaponSchema, { damage: "lots" }, "weapon");
    expect(result.ok).toBe(false);
    if (!result.ok && result.issues[0] !== undefined) expect(describeIssue(result.issues[0])).toBe('weapon.damage: got "lots", expected a text like "1d10+3"');
  });

  it("writes plain JSON Schema with a title", () => {
    const json = toJsonSchema(D100ActorSchema, "actor");
    expect(json["$schema"]).toContain("json-schema.org");
    expect(json["title"]).toBe("actor");
    expect(JSON.stringify(json)).not.toContain("Symbol");
    expect(json["properties"]).toHaveProperty("weaponSkill");
  });
});

describe("field tree for Foundry data models", () => {
  it("maps every d100-fate actor field to a Foundry field kind with its limits", () => {
    const tree = fieldTree(D100ActorSchema);
    expect(tree.kind).toBe("object");
    if (tree.kind !== "object") return;
    expect(tree.fields["agility"]).toEqual({ kind: "number", integer: true, min: 0, max: 100, initial: 30, nullable: false, label: "Agility" });
    expect(tree.fields["kind"]).toMatchObject({ kind: "string", choices: ["pc", "npc"], initial: "npc" });
    const wounds = tree.fields["wounds"];
    expect(wounds?.kind).toBe("object");
    if (wounds?.kind === "object") expect(wounds.fields["value"]).toMatchObject({ kind: "number", nullable: true });
    expect(tree.fields["conditions"]).toMatchObject({ kind: "object", fields: { stunned: { kind: "boolean", initial: false } } });
  });

  it("refuses schemas Foundry has no field for, naming where", () => {
    expect(() => fieldTree(Type.Object({ odd: Type.Union([Type.String(), Type.Number()]) }))).toThrow(/system\.odd/);
  });
});
