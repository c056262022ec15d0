import { describe, expect, it } from "vitest";
import { describeIssue } from "../../../src/engine/schema/FieldIssue";
import { validate } from "../../../src/engine/schema/validate";
import { D6ActorSchema, D6ArmourSchema, D6WeaponSchema } from "../../../src/rulesets/d6-pool/schema";

const first = (result: ReturnType<typeof validate>): string =>
  result.ok ? "accepted" : describeIssue(result.issues[0] ?? { path: "", value: null, expected: "" });

describe("the d6-pool actor", () => {
  it("holds die codes as text, with defaults for what is left out", () => {
    const read = validate(D6ActorSchema, { agility: "3D+1", skills: { dodge: "4D" } });
    expect(read).toMatchObject({
      ok: true,
      value: { agility: "3D+1", strength: "2D", skills: { dodge: "4D" }, wound: "unhurt", characterPoints: 5, fatePoints: 1 },
    });
  });

  it("refuses a code with three pips or a negative code, naming the field", () => {
    expect(first(validate(D6ActorSchema, { agility: "3D+4" }, "actor"))).toBe('actor.agility: got "3D+4", expected a text like "3D+2"');
    expect(first(validate(D6ActorSchema, { skills: { dodge: "-1D" } }, "actor"))).toBe('actor.skills.dodge: got "-1D", expected a text like "4D+1"');
    expect(first(validate(D6ActorSchema, { skills: { piloting: "3D" } }, "actor"))).toMatch(/^actor\.skills\.piloting: got "3D", expected no such field/);
  });

  it("takes a wound level by name only", () => {
    expect(first(validate(D6ActorSchema, { wound: "scratched" }, "actor"))).toMatch(/^actor\.wound: got "scratched", expected one of "unhurt", "stunned"/);
  });
});

describe("d6-pool weapons and armour", () => {
  it("take damage as a die code or a + code on Strength Damage", () => {
    expect(validate(D6WeaponSchema, { damage: "+1D+2", sharp: true })).toMatchObject({ ok: true });
    expect(validate(D6WeaponSchema, { skill: "firearms", damage: "4D", range: { short: 10, medium: 30, long: 120 } })).toMatchObject({ ok: true });
    expect(first(validate(D6WeaponSchema, { damage: "1d10" }, "weapon"))).toBe('weapon.damage: got "1d10", expected a text like "4D" or "+1D"');
    expect(first(validate(D6ArmourSchema, { resistance: "1D+3" }, "armour"))).toBe('armour.resistance: got "1D+3", expected a text like "1D+1"');
  });
});
