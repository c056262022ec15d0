import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canAct, rollPenalty, WOUND_LEVELS, woundAfter, woundFrom, woundRank } from "../../../src/rulesets/d6-pool/woundLevel";

describe("a hit's damage against the resistance roll", () => {
  it.each([
    [10, 12, "unhurt"],
    [12, 12, "unhurt"],
    [13, 12, "stunned"],
    [15, 12, "stunned"],
    [16, 12, "wounded"],
    [20, 12, "wounded"],
    [21, 12, "severelyWounded"],
    [24, 12, "severelyWounded"],
    [25, 12, "incapacitated"],
    [27, 12, "incapacitated"],
    [28, 12, "mortallyWounded"],
    [32, 12, "mortallyWounded"],
    [33, 12, "dead"],
  ] as const)("damage %i against resistance %i: %s", (damage, resistance, level) => {
    expect(woundFrom(damage, resistance)).toBe(level);
  });
});

describe("wounds taken on wounds", () => {
  it("a wound no worse than the one held makes it one step worse; a stun never does", () => {
    expect(woundAfter("wounded", "wounded")).toBe("severelyWounded");
    expect(woundAfter("severelyWounded", "wounded")).toBe("incapacitated");
    expect(woundAfter("wounded", "incapacitated")).toBe("incapacitated");
    expect(woundAfter("wounded", "stunned")).toBe("wounded");
    expect(woundAfter("unhurt", "stunned")).toBe("stunned");
    expect(woundAfter("dead", "wounded")).toBe("dead");
  });

  it("never gets better by being hurt, and never passes dead", () => {
    const level = fc.constantFrom(...WOUND_LEVELS);
    fc.assert(
      fc.property(level, level, (held, taken) => {
        const after = WOUND_LEVELS.indexOf(woundAfter(held, taken));
        expect(after).toBeGreaterThanOrEqual(Math.max(WOUND_LEVELS.indexOf(held), WOUND_LEVELS.indexOf(taken)));
        expect(after).toBeLessThan(WOUND_LEVELS.length);
      }),
    );
  });
});

describe("what a wound does to later rolls and to acting", () => {
  it("takes dice off every skill and attribute roll, and stops the incapacitated and worse from acting", () => {
    expect(WOUND_LEVELS.map(rollPenalty)).toEqual([0, 1, 1, 2, 0, 0, 0]);
    expect(WOUND_LEVELS.map(canAct)).toEqual([true, true, true, true, false, false, false]);
  });
});

describe("a wound level's rank", () => {
  it("is its place in the list of levels, least first", () => {
    expect(WOUND_LEVELS.map(woundRank)).toEqual(WOUND_LEVELS.map((_, index) => index));
  });
});

describe("the wound a margin gives", () => {
  /** The steps as the README's table writes them, widest first: apart from the rule's own list. */
  const steps = [
    [21, "dead"],
    [16, "mortallyWounded"],
    [13, "incapacitated"],
    [9, "severelyWounded"],
    [4, "wounded"],
    [1, "stunned"],
  ] as const;

  it("is the widest step the margin reaches, and nothing below the least", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -40, max: 60 }), fc.double({ min: -40, max: 60 })), fc.integer({ min: -10, max: 40 }), (damage, resistance) => {
        const margin = damage - resistance;
        expect(woundFrom(damage, resistance)).toBe(steps.find(([least]) => margin >= least)?.[1] ?? "unhurt");
      }),
      { numRuns: 2000 },
    );
  });
});
