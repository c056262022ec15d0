import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { damageRequest, resolveDamage, takeDamage } from "../../../src/rulesets/d100-fate/damage";

describe("d100-fate damage", () => {
  it("reads a damage code, adding the Strength Bonus of a melee blow", () => {
    expect(damageRequest("1d10+3")).toEqual({ count: 1, faces: 10, modifier: 3 });
    expect(damageRequest("2d10-1", 4)).toEqual({ count: 2, faces: 10, modifier: 3 });
    expect(damageRequest("1d5")).toEqual({ count: 1, faces: 5, modifier: 0 });
    expect(() => damageRequest("d10")).toThrow(/1d10\+3/);
  });

  it("takes armour less penetration, then the Toughness Bonus", () => {
    // 12 damage, 4 AP at the location, penetration 2, TB 3: 12 - 2 - 3 = 7
    expect(resolveDamage(12, 4, 2, 3)).toEqual({ raw: 12, armour: 2, toughnessBonus: 3, amount: 7 });
    // penetration beyond the armour does not add damage
    expect(resolveDamage(5, 2, 6, 3).amount).toBe(2);
    expect(resolveDamage(3, 4, 0, 3).amount).toBe(0);
  });

  it("turns wounds beyond zero into Critical Damage", () => {
    expect(takeDamage({ wounds: 4, criticalDamage: 0 }, 7)).toEqual({ wounds: 0, criticalDamage: 3, fromWounds: 4, critical: 3 });
    expect(takeDamage({ wounds: 0, criticalDamage: 3 }, 2)).toEqual({ wounds: 0, criticalDamage: 5, fromWounds: 0, critical: 2 });
    expect(takeDamage({ wounds: 9, criticalDamage: 0 }, 5)).toEqual({ wounds: 4, criticalDamage: 0, fromWounds: 5, critical: 0 });
  });

  it("loses no damage and makes none up", () => {
    fc.assert(
      fc.property(fc.nat(40), fc.nat(10), fc.nat(60), (wounds, crit, amount) => {
        const after = takeDamage({ wounds, criticalDamage: crit }, amount);
        expect(wounds - after.wounds + (after.criticalDamage - crit)).toBe(amount);
        expect(after.wounds).toBeGreaterThanOrEqual(0);
      }),
      { seed: 11 },
    );
  });
});
