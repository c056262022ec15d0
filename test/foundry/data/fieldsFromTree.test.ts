import { Type } from "@sinclair/typebox";
import { describe, expect, it } from "vitest";
import { fieldTree } from "../../../src/engine/schema/FieldTree";
import type { DataFieldKit } from "../../../src/foundry/data/DataFieldKit";
import { fieldsFromTree, type FieldWords } from "../../../src/foundry/data/fieldsFromTree";
import { D100ActorSchema, D100ArmourSchema, D100WeaponSchema } from "../../../src/rulesets/d100-fate/schema";

/** What a field constructor was given, recorded instead of building a Foundry field. */
interface Recorded {
  readonly field: string;
  readonly options: object;
  readonly fields?: Record<string, Recorded>;
  readonly element?: Recorded;
}

const recordingKit: DataFieldKit<Recorded> = {
  NumberField: class {
    readonly field = "NumberField";
    constructor(readonly options: foundry.data.fields.NumberField.Options) {}
  },
  StringField: class {
    readonly field = "StringField";
    constructor(readonly options: foundry.data.fields.StringField.Options) {}
  },
  HTMLField: class {
    readonly field = "HTMLField";
    constructor(readonly options: foundry.data.fields.StringField.Options) {}
  },
  BooleanField: class {
    readonly field = "BooleanField";
    constructor(readonly options: foundry.data.fields.BooleanField.Options) {}
  },
  SchemaField: class {
    readonly field = "SchemaField";
    constructor(
      readonly fields: Record<string, Recorded>,
      readonly options: object,
    ) {}
  },
  ArrayField: class {
    readonly field = "ArrayField";
    constructor(
      readonly element: Recorded,
      readonly options: object,
    ) {}
  },
};

const words: FieldWords = { patternMismatch: (pattern) => `is not of the form ${pattern}` };

const integer = (label: string, min: number, max: number, initial: number) => ({
  field: "NumberField",
  options: { required: true, nullable: false, integer: true, min, max, initial, label },
});
const characteristic = (label: string) => integer(label, 0, 100, 30);
const flag = (label: string) => ({ field: "BooleanField", options: { initial: false, label } });
const track = (label: string, max: number, initialMax: number) => ({
  field: "SchemaField",
  options: { label },
  fields: {
    max: integer(`${label} (max)`, 0, max, initialMax),
    value: { field: "NumberField", options: { required: false, nullable: true, integer: true, min: 0, max, label } },
  },
});

describe("fieldsFromTree", () => {
  it("maps every field of the d100-fate actor with its limits, default and label", () => {
    const fields = fieldsFromTree(fieldTree(D100ActorSchema), recordingKit, words);
    expect(fields).toEqual({
      kind: {
        field: "StringField",
        options: { required: true, nullable: false, choices: ["pc", "npc"], blank: false, initial: "npc", label: "Player or GM character" },
      },
      weaponSkill: characteristic("Weapon Skill"),
      ballisticSkill: characteristic("Ballistic Skill"),
      strength: characteristic("Strength"),
      toughness: characteristic("Toughness"),
      agility: characteristic("Agility"),
      intelligence: characteristic("Intelligence"),
      perception: characteristic("Perception"),
      willpower: characteristic("Willpower"),
      fellowship: characteristic("Fellowship"),
      dodge: integer("Dodge training", -20, 30, 0),
      wounds: track("Wounds", 999, 10),
      fate: track("Fate Points", 20, 0),
      fatigue: integer("Fatigue", 0, 99, 0),
      criticalDamage: integer("Critical Damage", 0, 99, 0),
      conditions: {
        field: "SchemaField",
        options: { label: "Conditions" },
        fields: { stunned: flag("Stunned"), surprised: flag("Surprised"), immobilised: flag("Immobilised"), prone: flag("Prone") },
      },
      notes: { field: "HTMLField", options: { required: false, nullable: true, initial: "", label: "Notes" } },
    });
  });

  it("gives the weapon's damage code a validator that refuses another form with the pattern named", () => {
    const fields = fieldsFromTree(fieldTree(D100WeaponSchema), recordingKit, words);
    const damage = fields["damage"];
    expect(damage).toMatchObject({ field: "StringField", options: { required: true, nullable: false, initial: "1d10", label: "Damage" } });
    const validate: unknown = damage === undefined ? undefined : Reflect.get(damage.options, "validate");
    if (typeof validate !== "function") throw new Error("the damage field has no validator");
    expect(() => validate("2d10+3")).not.toThrow();
    expect(() => validate("1d10")).not.toThrow();
    expect(() => validate("a lot")).toThrow("is not of the form ^[1-9][0-9]?d(5|10)([+\\-][0-9]{1,2})?$");
    expect(() => validate("3d6")).toThrow(/is not of the form/);
  });

  it("maps integer fields that may go below zero and nested schemas of the weapon", () => {
    const fields = fieldsFromTree(fieldTree(D100WeaponSchema), recordingKit, words);
    expect(fields["parry"]).toEqual(integer("Parry modifier", -20, 20, 0));
    expect(fields["class"]).toEqual({
      field: "StringField",
      options: { required: true, nullable: false, choices: ["melee", "ranged"], blank: false, initial: "melee", label: "Class" },
    });
    expect(fields["rateOfFire"]).toEqual({
      field: "SchemaField",
      options: { label: "Rate of fire" },
      fields: {
        single: { field: "BooleanField", options: { initial: true, label: "Single shot" } },
        semi: integer("Semi-auto burst", 0, 10, 0),
        full: integer("Full-auto burst", 0, 20, 0),
      },
    });
  });

  it("maps each armour location", () => {
    const fields = fieldsFromTree(fieldTree(D100ArmourSchema), recordingKit, words);
    expect(Object.keys(fields)).toEqual(["head", "rightArm", "leftArm", "body", "rightLeg", "leftLeg", "description"]);
    expect(fields["description"]).toEqual({ field: "HTMLField", options: { required: false, nullable: true, initial: "", label: "Description" } });
    expect(fields["body"]).toEqual(integer("Body", 0, 20, 0));
  });

  it("maps arrays, free numbers, optional strings and fields without a title", () => {
    const schema = Type.Object({
      notes: Type.Array(Type.String({ default: "" }), { title: "Notes" }),
      speed: Type.Number({ title: "Speed" }),
      nickname: Type.Optional(Type.String()),
    });
    expect(fieldsFromTree(fieldTree(schema), recordingKit, words)).toEqual({
      notes: {
        field: "ArrayField",
        options: { label: "Notes" },
        element: { field: "StringField", options: { required: true, nullable: false, initial: "", label: "" } },
      },
      speed: { field: "NumberField", options: { required: true, nullable: false, integer: false, label: "Speed" } },
      nickname: { field: "StringField", options: { required: false, nullable: true, label: "" } },
    });
  });

  it("refuses a schema that is not an object", () => {
    expect(() => fieldsFromTree(fieldTree(Type.Integer()), recordingKit, words)).toThrow(/must be an object schema/);
  });
});
