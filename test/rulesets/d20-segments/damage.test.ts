import { describe, expect, it } from "vitest";
import { damageDice, damageTaken } from "../../../src/rulesets/d20-segments/damage";

describe("damage", () => {
  it("reads a weapon's dice", () => {
    expect(damageDice("1d10")).toEqual({ count: 1, faces: 10, modifier: 0 });
    expect(damageDice("2d6+1")).toEqual({ count: 2, faces: 6, modifier: 1 });
    expect(damageDice("1d4-1")).toEqual({ count: 1, faces: 4, modifier: -1 });
    expect(() => damageDice("lots")).toThrow(RangeError);
  });

  it("doubles a critical hit before the best armour's reduction, and leaves at least 1", () => {
    expect(damageTaken(6, false, [])).toBe(6);
    expect(damageTaken(6, true, [{ reduction: 2 }])).toBe(10);
    expect(damageTaken(6, false, [{ reduction: 1 }, { reduction: 3 }])).toBe(3);
    expect(damageTaken(2, false, [{ reduction: 5 }])).toBe(1);
  });
});
