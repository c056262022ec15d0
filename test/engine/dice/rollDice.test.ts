import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DiceOutcome } from "../../../src/engine/dice/DiceRequest";
import { DiceRequestError } from "../../../src/engine/dice/DiceRequestError";
import { MAX_REROLLS_PER_DIE, explodeFacesOf } from "../../../src/engine/dice/explosion";
import type { FaceSource } from "../../../src/engine/dice/FaceSource";
import { ForcedFaces } from "../../../src/engine/dice/ForcedFaces";
import { rollDice } from "../../../src/engine/dice/rollDice";
import { validateDiceRequest } from "../../../src/engine/dice/validateDiceRequest";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";
import { SeededGenerator } from "../../../src/engine/random/SeededGenerator";
import { seed, validRequest } from "./arbitraries";

/** Faces forced in order; running out is a test error, so every example states all its dice. */
function forced(...faces: number[]): ForcedFaces {
  return new ForcedFaces(faces, {
    face: () => {
      throw new Error("the example rolled more dice than it forced");
    },
    choose: () => {
      throw new Error("dice draw no choices");
    },
  });
}

function refusalCode(roll: () => unknown): string {
  try {
    roll();
  } catch (error) {
    if (error instanceof DiceRequestError) return error.refusal.code;
    throw error;
  }
  return "no refusal";
}

function summary(outcome: DiceOutcome): { faces: number[][]; wild: boolean[]; kept: boolean[]; total: number } {
  return {
    faces: outcome.dice.map((die) => [...die.faces]),
    wild: outcome.dice.map((die) => die.wild),
    kept: outcome.dice.map((die) => die.kept),
    total: outcome.total,
  };
}

describe("rollDice by example", () => {
  it("adds up 3d6 and the modifier", () => {
    const outcome = rollDice({ count: 3, faces: 6, modifier: 2 }, forced(4, 1, 6));
    expect(summary(outcome)).toEqual({ faces: [[4], [1], [6]], wild: [false, false, false], kept: [true, true, true], total: 13 });
    expect(outcome.request).toEqual({ count: 3, faces: 6, modifier: 2 });
  });

  it("rolls nothing for an empty pool", () => {
    expect(summary(rollDice({ count: 0, faces: 6, modifier: -1 }, forced()))).toEqual({ faces: [], wild: [], kept: [], total: -1 });
  });

  it("explodes an exploding die while it shows an explode face", () => {
    const outcome = rollDice({ count: 2, faces: 6, explode: [6] }, forced(6, 6, 2, 5));
    expect(summary(outcome).faces).toEqual([[6, 6, 2], [5]]);
    expect(outcome.total).toBe(19);
  });

  it("explodes on any listed face", () => {
    const outcome = rollDice({ count: 1, faces: 10, explode: [9, 10] }, forced(9, 10, 3));
    expect(summary(outcome).faces).toEqual([[9, 10, 3]]);
  });

  it("the Wild Die is the last die and explodes on its own face only", () => {
    const outcome = rollDice({ count: 3, faces: 6, wild: { explodeOn: 6 } }, forced(6, 3, 6, 6, 1));
    expect(summary(outcome)).toEqual({ faces: [[6], [3], [6, 6, 1]], wild: [false, false, true], kept: [true, true, true], total: 22 });
  });

  it("a Wild Die ignores the ordinary explode faces", () => {
    const outcome = rollDice({ count: 2, faces: 6, explode: [5], wild: { explodeOn: 6 } }, forced(5, 2, 5));
    expect(summary(outcome).faces).toEqual([[5, 2], [5]]);
  });

  it("keeps the highest dice, judging an exploded die by its whole total", () => {
    const outcome = rollDice({ count: 3, faces: 6, explode: [6], keep: { highest: 2 }, modifier: 1 }, forced(6, 1, 5, 4));
    expect(summary(outcome)).toEqual({ faces: [[6, 1], [5], [4]], wild: [false, false, false], kept: [true, true, false], total: 13 });
  });

  it("keeps the lowest dice", () => {
    const outcome = rollDice({ count: 4, faces: 6, keep: { lowest: 3 }, modifier: -1 }, forced(2, 6, 3, 1));
    expect(summary(outcome)).toEqual({ faces: [[2], [6], [3], [1]], wild: [false, false, false, false], kept: [true, false, true, true], total: 5 });
  });

  it("between equal totals keeps the earlier die", () => {
    expect(summary(rollDice({ count: 3, faces: 20, keep: { highest: 1 } }, forced(17, 17, 3))).kept).toEqual([true, false, false]);
    expect(summary(rollDice({ count: 3, faces: 20, keep: { lowest: 2 } }, forced(9, 4, 4))).kept).toEqual([false, true, true]);
  });

  it("stops a die after the re-roll limit", () => {
    const sixes: FaceSource = { face: () => 6 };
    const outcome = rollDice({ count: 2, faces: 6, explode: [6] }, sixes);
    expect(outcome.dice.map((die) => die.faces.length)).toEqual([MAX_REROLLS_PER_DIE + 1, MAX_REROLLS_PER_DIE + 1]);
    expect(outcome.total).toBe(2 * 6 * (MAX_REROLLS_PER_DIE + 1));
  });

  it("refuses an invalid request before throwing any die", () => {
    const source = forced(3);
    expect(() => rollDice({ count: 2, faces: 6, keep: { highest: 3 } }, source)).toThrow(DiceRequestError);
    expect(source.remaining).toBe(1);
    expect(refusalCode(() => rollDice({ count: 1, faces: 6, explode: [1, 2, 3, 4, 5, 6] }, source))).toBe("dice-explode-every-face");
  });

  it("refuses a face source that answers a face the die does not have", () => {
    const broken: FaceSource = { face: () => 7 };
    expect(() => rollDice({ count: 1, faces: 6 }, broken)).toThrow(/answered 7 for a d6/);
    const fractional: FaceSource = { face: () => 2.5 };
    expect(() => rollDice({ count: 1, faces: 6 }, fractional)).toThrow(/answered 2\.5/);
  });

  it("outcomes do not share state: one roll's dice never change another's", () => {
    const first = rollDice({ count: 2, faces: 6, keep: { highest: 1 } }, forced(3, 3));
    const second = rollDice({ count: 2, faces: 6 }, forced(3, 3));
    expect(summary(first).kept).toEqual([true, false]);
    expect(summary(second).kept).toEqual([true, true]);
    expect(summary(rollDice({ count: 1, faces: 1000 }, forced(999))).faces).toEqual([[999]]);
  });

  it("passes a forced face that does not fit the die up as the FaceSource's error", () => {
    expect(() => rollDice({ count: 1, faces: 6 }, forced(9))).toThrow(/Forced face 9 at position 0/);
  });
});

describe("rollDice properties", () => {
  const sumOf = (faces: readonly number[]): number => faces.reduce((a, b) => a + b, 0);

  it("the total is the sum of the kept dice plus the modifier", () => {
    fc.assert(
      fc.property(validRequest, seed, (request, s) => {
        const outcome = rollDice(request, new SeededFaces(s));
        const kept = outcome.dice.filter((die) => die.kept).reduce((sum, die) => sum + sumOf(die.faces), 0);
        expect(outcome.total).toBe(kept + (request.modifier ?? 0));
      }),
    );
  });

  it("keeps as many dice as the keep rule says, and they are the best (or worst) ones", () => {
    fc.assert(
      fc.property(validRequest, seed, (request, s) => {
        const outcome = rollDice(request, new SeededFaces(s));
        const keptTotals = outcome.dice.filter((d) => d.kept).map((d) => sumOf(d.faces));
        const droppedTotals = outcome.dice.filter((d) => !d.kept).map((d) => sumOf(d.faces));
        const keep = request.keep;
        expect(outcome.dice).toHaveLength(request.count);
        if (keep === undefined) {
          expect(droppedTotals).toEqual([]);
        } else if ("highest" in keep) {
          expect(keptTotals).toHaveLength(keep.highest);
          expect(Math.min(...keptTotals)).toBeGreaterThanOrEqual(Math.max(-Infinity, ...droppedTotals));
        } else {
          expect(keptTotals).toHaveLength(keep.lowest);
          expect(Math.max(...keptTotals)).toBeLessThanOrEqual(Math.min(Infinity, ...droppedTotals));
        }
      }),
    );
  });

  it("every face is a face of the die, and only the last die is wild", () => {
    fc.assert(
      fc.property(validRequest, seed, (request, s) => {
        const outcome = rollDice(request, new SeededFaces(s));
        for (const die of outcome.dice) {
          expect(die.faces.length).toBeGreaterThanOrEqual(1);
          for (const face of die.faces) {
            expect(Number.isInteger(face) && face >= 1 && face <= request.faces).toBe(true);
          }
        }
        const wild = outcome.dice.map((die) => die.wild);
        const expected = outcome.dice.map((_, i) => request.wild !== undefined && i === request.count - 1);
        expect(wild).toEqual(expected);
      }),
    );
  });

  it("a die is thrown again exactly when it showed an explode face", () => {
    fc.assert(
      fc.property(validRequest, seed, (request, s) => {
        const outcome = rollDice(request, new SeededFaces(s));
        outcome.dice.forEach((die, index) => {
          const explodesOn = explodeFacesOf(request, index);
          const last = die.faces.length - 1;
          die.faces.forEach((face, step) => {
            if (step < last) expect(explodesOn).toContain(face);
            else if (die.faces.length <= MAX_REROLLS_PER_DIE) expect(explodesOn).not.toContain(face);
          });
        });
      }),
    );
  });

  it("the same source state gives the same outcome", () => {
    fc.assert(
      fc.property(validRequest, seed, fc.nat({ max: 50 }), (request, s, warmUp) => {
        const generator = new SeededGenerator(s);
        for (let i = 0; i < warmUp; i++) generator.nextInt(1, 6);
        const twin = SeededGenerator.fromState(generator.state());
        const first = rollDice(request, new SeededFaces(generator));
        const second = rollDice(request, new SeededFaces(twin));
        expect(second).toEqual(first);
        expect(twin.state()).toEqual(generator.state());
      }),
    );
  });

  it("forced faces are used first, in order, die by die", () => {
    fc.assert(
      fc.property(validRequest, seed, (request, s) => {
        const plain = rollDice(request, new SeededFaces(s));
        const thrown = plain.dice.flatMap((die) => [...die.faces]);
        // Another seed takes over after the forced faces; s + 1 would leave the safe integers at the top.
        const replayed = rollDice(request, new ForcedFaces(thrown, new SeededFaces(s === Number.MAX_SAFE_INTEGER ? 0 : s + 1)));
        expect(replayed).toEqual(plain);
      }),
    );
  });
});

describe("rollDice's check of a plain pool, made afresh for each roll", () => {
  const number = fc.oneof(fc.integer({ min: -3, max: 12 }), fc.constantFrom(0.5, 2.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53));
  it("refuses exactly what validateDiceRequest refuses, each time it is asked", () => {
    fc.assert(
      fc.property(number, number, fc.option(number, { nil: undefined }), seed, (count, faces, modifier, at) => {
        const make = () => (modifier === undefined ? { count, faces } : { count, faces, modifier });
        const refusal = validateDiceRequest(make());
        for (let time = 0; time < 2; time++) {
          const roll = () => rollDice(make(), new SeededFaces(new SeededGenerator(at)));
          if (refusal === null) expect(roll).not.toThrow();
          else expect(roll).toThrow(DiceRequestError);
        }
      }),
    );
  });
});
