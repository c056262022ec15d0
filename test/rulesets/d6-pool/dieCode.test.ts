import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDice, dieCode, formatDieCode, parseDieCode, poolRequest, strengthDamage, withPenalty } from "../../../src/rulesets/d6-pool/dieCode";

describe("die codes", () => {
  it("read and write as dice and pips, 0 to 2 pips", () => {
    expect(parseDieCode("3D+2")).toEqual({ ok: true, value: { dice: 3, pips: 2 } });
    expect(parseDieCode("4D")).toEqual({ ok: true, value: { dice: 4, pips: 0 } });
    expect(parseDieCode(" 2d+1 ")).toEqual({ ok: true, value: { dice: 2, pips: 1 } });
    expect(formatDieCode({ dice: 3, pips: 2 })).toBe("3D+2");
    expect(formatDieCode({ dice: 4, pips: 0 })).toBe("4D");
    for (const bad of ["3D+3", "3", "D+1", "3D-1", "x", "", "3D+"]) expect(parseDieCode(bad).ok, bad).toBe(false);
  });

  it("carry three pips into a die", () => {
    expect(dieCode(2, 5)).toEqual({ dice: 3, pips: 2 });
    expect(addDice({ dice: 3, pips: 2 }, { dice: 1, pips: 1 })).toEqual({ dice: 5, pips: 0 });
  });

  it("lose one die per action beyond the first: four actions roll at −3D", () => {
    // The source: "trying to do four actions in one round gives the character a -3D modifier to each roll".
    expect(withPenalty({ dice: 5, pips: 1 }, 3)).toEqual({ ok: true, value: { dice: 2, pips: 1 } });
    // The thug example: one action spent waiting, the dodge is the second action, at −1D.
    expect(withPenalty({ dice: 3, pips: 0 }, 1)).toEqual({ ok: true, value: { dice: 2, pips: 0 } });
  });

  it("cannot be relied on once reduced to 0D, pips or not", () => {
    expect(withPenalty({ dice: 3, pips: 2 }, 3)).toMatchObject({ ok: false, refusal: { code: "pool-empty" } });
    expect(withPenalty({ dice: 2, pips: 0 }, 4)).toMatchObject({ ok: false, refusal: { code: "pool-empty" } });
  });

  it("give Strength Damage by dropping the pips, halving and rounding up", () => {
    expect(strengthDamage({ dice: 3, pips: 2 })).toEqual({ dice: 2, pips: 0 });
    expect(strengthDamage({ dice: 4, pips: 1 })).toEqual({ dice: 2, pips: 0 });
    expect(strengthDamage({ dice: 5, pips: 0 })).toEqual({ dice: 3, pips: 0 });
    expect(strengthDamage({ dice: 1, pips: 0 })).toEqual({ dice: 1, pips: 0 });
  });

  it("roll as a pool of d6 whose last die is the Wild Die, exploding on 6, the pips added", () => {
    expect(poolRequest({ dice: 3, pips: 2 })).toEqual({ count: 3, faces: 6, wild: { explodeOn: 6 }, modifier: 2 });
  });

  it("keep the pips below three and the value of the code whatever is added", () => {
    const code = fc.record({ dice: fc.integer({ min: 0, max: 30 }), pips: fc.integer({ min: 0, max: 2 }) });
    fc.assert(
      fc.property(code, code, (a, b) => {
        const sum = addDice(a, b);
        expect(sum.pips).toBeLessThan(3);
        expect(sum.dice * 3 + sum.pips).toBe(a.dice * 3 + a.pips + b.dice * 3 + b.pips);
        expect(parseDieCode(formatDieCode(sum))).toEqual({ ok: true, value: sum });
      }),
    );
  });

  it("carry pips into dice the same whether the code is a shared one or made afresh", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 150 }), fc.integer({ min: -5, max: 20 }), (dice, pips) => {
        const all = dice * 3 + pips;
        // Asked twice: the second answer is the shared code where there is one.
        dieCode(dice, pips);
        expect(dieCode(dice, pips)).toEqual({ dice: Math.floor(all / 3), pips: all % 3 });
      }),
    );
  });
});
