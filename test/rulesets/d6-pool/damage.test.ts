import type { Static, TSchema } from "@sinclair/typebox";
import { describe, expect, it } from "vitest";
import { validate } from "../../../src/engine/schema/validate";
import { damageCode, hitWound, resistanceCode } from "../../../src/rulesets/d6-pool/damage";
import { D6ActorSchema, D6ArmourSchema, D6WeaponSchema } from "../../../src/rulesets/d6-pool/schema";

function read<S extends TSchema>(schema: S, data: object): Static<S> {
  const result = validate(schema, data);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

const brute = read(D6ActorSchema, { strength: "4D+2" });

describe("d6-pool damage", () => {
  it("rolls a weapon's code, or its + code added to the wielder's Strength Damage", () => {
    const pistol = read(D6WeaponSchema, { skill: "firearms", damage: "4D" });
    const club = read(D6WeaponSchema, { damage: "+1D+1" });
    expect(damageCode(pistol, brute)).toEqual({ dice: 4, pips: 0 });
    // Strength 4D+2: drop the pips, 4, halve, 2D; plus 1D+1.
    expect(damageCode(club, brute)).toEqual({ dice: 3, pips: 1 });
  });

  it("is resisted by Strength plus armour", () => {
    const coat = read(D6ArmourSchema, { resistance: "1D+1" });
    expect(resistanceCode(brute, [coat])).toEqual({ dice: 6, pips: 0 });
    expect(resistanceCode(brute, [])).toEqual({ dice: 4, pips: 2 });
  });

  it("adds the damage bonus to the damage total before it meets the resistance total", () => {
    // Attack 18 against difficulty 10: bonus 2. Damage 12 + 2 against resistance 9: margin 5, wounded.
    expect(hitWound({ attack: 18, difficulty: 10, damage: 12, resistance: 9 })).toEqual({ bonus: 2, damage: 14, wound: "wounded" });
    expect(hitWound({ attack: 10, difficulty: 10, damage: 9, resistance: 9 })).toEqual({ bonus: 0, damage: 9, wound: "unhurt" });
  });
});
