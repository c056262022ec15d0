import { describe, expect, it } from "vitest";
import { damageTaken } from "../../../src/rulesets/d20-segments/damage";

describe("damage", () => {
  it("doubles a critical hit before the best armour's reduction, and leaves at least 1", () => {
    expect(damageTaken(6, false, [])).toBe(6);
    expect(damageTaken(6, true, [{ reduction: 2 }])).toBe(10);
    expect(damageTaken(6, false, [{ reduction: 1 }, { reduction: 3 }])).toBe(3);
    expect(damageTaken(2, false, [{ reduction: 5 }])).toBe(1);
  });
});
