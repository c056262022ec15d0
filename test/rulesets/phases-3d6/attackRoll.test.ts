import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  attackRollHits,
  defensiveTotal,
  defensiveValue,
  offensiveValue,
  resolveAttackRoll,
  type DefenderState,
} from "../../../src/rulesets/phases-3d6/attackRoll";

const ALERT: DefenderState = { stunned: false, prone: false, knockedOut: false, surprised: false, held: false };

describe("phases-3d6 attack roll", () => {
  it("hits when 3d6 + OCV reaches 10 + DCV", () => {
    expect(resolveAttackRoll([3, 3, 3], 5, 4)).toMatchObject({ roll: 9, total: 14, target: 14, hit: true });
    expect(resolveAttackRoll([3, 3, 2], 5, 4)).toMatchObject({ total: 13, target: 14, hit: false });
  });

  it("a natural 3 always hits and a natural 18 always misses", () => {
    expect(resolveAttackRoll([1, 1, 1], 0, 20).hit).toBe(true);
    expect(resolveAttackRoll([6, 6, 6], 20, 0).hit).toBe(false);
  });

  it("refuses anything but three d6", () => {
    expect(() => resolveAttackRoll([6, 6], 5, 5)).toThrow(RangeError);
    expect(() => resolveAttackRoll([7, 1, 1], 5, 5)).toThrow(RangeError);
  });

  it("adds weapon and manoeuvre modifiers to OCV", () => {
    const ocv = offensiveValue(6, [
      { source: "sword", value: 1 },
      { source: "grab", value: -1 },
      { source: "disarm", value: -2 },
    ]);
    expect(ocv.total).toBe(4);
  });

  it("an unaware character has -3 DCV in the Surprise Phase", () => {
    expect(defensiveValue(5, [], { ...ALERT, surprised: true })).toMatchObject({ total: 2 });
    expect(defensiveValue(5, [], ALERT).total).toBe(5);
  });

  it("the Stunned, the prone and the held have half DCV, halved once; the knocked out have none", () => {
    expect(defensiveValue(7, [], { ...ALERT, stunned: true })).toMatchObject({ total: 3, halved: true });
    expect(defensiveValue(7, [{ source: "dodge", value: 3 }], { ...ALERT, prone: true }).total).toBe(5);
    expect(defensiveValue(8, [], { ...ALERT, stunned: true, prone: true }).total).toBe(4);
    expect(defensiveValue(8, [], { ...ALERT, held: true, prone: true }).total).toBe(4);
    expect(defensiveValue(8, [{ source: "dodge", value: 3 }], { ...ALERT, knockedOut: true }).total).toBe(0);
  });

  it("DCV never falls below 0", () => {
    expect(defensiveValue(3, [{ source: "haymaker", value: -5 }], ALERT).total).toBe(0);
  });

  it("a higher OCV never turns a hit into a miss", () => {
    const die = fc.integer({ min: 1, max: 6 });
    fc.assert(
      fc.property(fc.tuple(die, die, die), fc.integer({ min: -5, max: 25 }), fc.integer({ min: 0, max: 25 }), (dice, ocv, dcv) => {
        if (resolveAttackRoll(dice, ocv, dcv).hit) expect(resolveAttackRoll(dice, ocv + 1, dcv).hit).toBe(true);
        if (resolveAttackRoll(dice, ocv, dcv + 1).hit) expect(resolveAttackRoll(dice, ocv, dcv).hit).toBe(true);
      }),
      { seed: 10 },
    );
  });

  it("judges a roll's total alone as it judges the dice", () => {
    const die = fc.integer({ min: 1, max: 6 });
    fc.assert(
      fc.property(fc.tuple(die, die, die), fc.integer({ min: -10, max: 30 }), fc.integer({ min: -10, max: 30 }), (dice, ocv, dcv) => {
        expect(attackRollHits(dice[0] + dice[1] + dice[2], ocv, dcv)).toBe(resolveAttackRoll(dice, ocv, dcv).hit);
      }),
    );
  });

  it("totals a DCV from its summed modifiers as defensiveValue does", () => {
    const state = fc.record({ stunned: fc.boolean(), prone: fc.boolean(), knockedOut: fc.boolean(), surprised: fc.boolean(), held: fc.boolean() });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.array(fc.integer({ min: -5, max: 5 }), { maxLength: 3 }), state, (base, values, held) => {
        const modifiers = values.map((value) => ({ source: "x", value }));
        const summed = base + values.reduce((total, value) => total + value, 0) + (held.surprised ? -3 : 0);
        expect(defensiveTotal(summed, held)).toBe(defensiveValue(base, modifiers, held).total);
      }),
    );
  });
});
