import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { MODIFIER_CAP, resolveTest, testTarget } from "../../../src/rulesets/d100-fate/D100Test";

describe("d100 tests", () => {
  it("succeeds on a roll at or under the target", () => {
    expect(resolveTest(45, 45).success).toBe(true);
    expect(resolveTest(45, 46).success).toBe(false);
  });

  it("counts degrees from the tens digits of target and roll", () => {
    // 1 + tens(45) - tens(23) = 3 degrees of success
    expect(resolveTest(45, 23)).toMatchObject({ success: true, degrees: 3 });
    // 1 + tens(78) - tens(45) = 4 degrees of failure
    expect(resolveTest(45, 78)).toMatchObject({ success: false, degrees: 4 });
    // same tens digit: one degree either way
    expect(resolveTest(45, 41)).toMatchObject({ success: true, degrees: 1 });
    expect(resolveTest(45, 49)).toMatchObject({ success: false, degrees: 1 });
  });

  it("treats 01 as a success and 00 as a failure whatever the target", () => {
    expect(resolveTest(-20, 1)).toMatchObject({ success: true, degrees: 1 });
    expect(resolveTest(140, 100)).toMatchObject({ success: false, degrees: 1 });
  });

  it("caps the sum of modifiers at plus or minus 60", () => {
    expect(
      testTarget(40, [
        { source: "a", value: 50 },
        { source: "b", value: 30 },
      ]).target,
    ).toBe(100);
    expect(testTarget(40, [{ source: "a", value: -70 }]).modifier).toBe(-MODIFIER_CAP);
    expect(
      testTarget(40, [
        { source: "a", value: 10 },
        { source: "b", value: -30 },
      ]).target,
    ).toBe(20);
  });

  it("never gives fewer than one degree, and success exactly when the roll is at most the target (01/00 aside)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -60, max: 160 }), fc.integer({ min: 1, max: 100 }), (target, roll) => {
        const result = resolveTest(target, roll);
        expect(result.degrees).toBeGreaterThanOrEqual(1);
        if (roll !== 1 && roll !== 100) expect(result.success).toBe(roll <= target);
      }),
      { seed: 42 },
    );
  });

  it("refuses a face that no d100 shows", () => {
    expect(() => resolveTest(50, 0)).toThrow(/1 to 100/);
    expect(() => resolveTest(50, 101)).toThrow(/1 to 100/);
  });
});
