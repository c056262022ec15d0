import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hitLocation, locationOf, reverseRoll } from "../../../src/rulesets/d100-fate/hitLocation";

describe("an attack roll's location read from the table of every roll", () => {
  it("is the location of the roll reversed, for every roll", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), (roll) => {
        expect(hitLocation(roll)).toBe(locationOf(reverseRoll(roll)));
      }),
      { numRuns: 1000 },
    );
  });

  it("refuses what no d100 rolls, as reversing it does", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 101 }), fc.double({ noInteger: true })), (roll) => {
        expect(() => hitLocation(roll)).toThrow(RangeError);
        expect(() => reverseRoll(roll)).toThrow(RangeError);
      }),
    );
  });
});
