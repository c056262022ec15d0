import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { hitLocation, locationOf, reverseRoll } from "../../../src/rulesets/d100-fate/hitLocation";

describe("hit location", () => {
  it("reads the attack roll with its digits swapped", () => {
    expect(reverseRoll(32)).toBe(23);
    expect(reverseRoll(7)).toBe(70);
    expect(reverseRoll(10)).toBe(1);
    expect(reverseRoll(100)).toBe(100);
    expect(reverseRoll(55)).toBe(55);
  });

  it.each([
    [1, "head"],
    [10, "head"],
    [11, "rightArm"],
    [20, "rightArm"],
    [21, "leftArm"],
    [30, "leftArm"],
    [31, "body"],
    [70, "body"],
    [71, "rightLeg"],
    [85, "rightLeg"],
    [86, "leftLeg"],
    [100, "leftLeg"],
  ] as const)("the table puts a reversed %i on the %s", (reversed, location) => {
    expect(locationOf(reversed)).toBe(location);
  });

  it("locates whole attacks: 32 hits the left arm (23), 71 the right arm (17), 09 the leg (90)", () => {
    expect(hitLocation(32)).toBe("leftArm");
    expect(hitLocation(71)).toBe("rightArm");
    expect(hitLocation(9)).toBe("leftLeg");
    expect(hitLocation(100)).toBe("leftLeg");
    expect(hitLocation(1)).toBe("head");
  });

  it("reversing twice gives back any roll whose last digit is not zero", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99 }).filter((n) => n % 10 !== 0),
        (roll) => {
          expect(reverseRoll(reverseRoll(roll))).toBe(roll);
        },
      ),
      { seed: 7 },
    );
  });
});
