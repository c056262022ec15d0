import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DiceRequestError } from "../../../src/engine/dice/DiceRequestError";
import { MAX_REROLLS_PER_DIE } from "../../../src/engine/dice/explosion";
import { outcomeFromFaces } from "../../../src/engine/dice/outcomeFromFaces";
import { rollDice } from "../../../src/engine/dice/rollDice";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";
import { seed, validRequest } from "./arbitraries";

describe("outcomeFromFaces", () => {
  it("gives the outcome rollDice gave for the same faces", () => {
    fc.assert(
      fc.property(validRequest, seed, (request, s) => {
        const rolled = rollDice(request, new SeededFaces(s));
        const rebuilt = outcomeFromFaces(
          request,
          rolled.dice.map((die) => die.faces),
        );
        expect(rebuilt).toEqual(rolled);
      }),
    );
  });

  it("marks the Wild Die and the kept dice, and totals them", () => {
    const outcome = outcomeFromFaces({ count: 4, faces: 6, wild: { explodeOn: 6 }, keep: { highest: 2 }, modifier: 3 }, [[2], [5], [3], [6, 6, 4]]);
    expect(outcome.dice).toEqual([
      { faces: [2], wild: false, kept: false },
      { faces: [5], wild: false, kept: true },
      { faces: [3], wild: false, kept: false },
      { faces: [6, 6, 4], wild: true, kept: true },
    ]);
    expect(outcome.total).toBe(24);
  });

  it("accepts a chain that stops on an explode face, as an outside roller may cap explosions", () => {
    expect(outcomeFromFaces({ count: 1, faces: 6, explode: [6] }, [[6, 6]]).total).toBe(12);
  });

  it("does not share the caller's arrays", () => {
    const faces = [[4], [2]];
    const outcome = outcomeFromFaces({ count: 2, faces: 6 }, faces);
    (faces[0] ?? []).push(9);
    expect(outcome.dice[0]?.faces).toEqual([4]);
  });

  it.each([
    ["too few dice", [[3]], /2 dice but faces were given for 1/],
    ["a die without faces", [[3], []], /No faces were given for die 2 of 2/],
    ["a face off the die", [[3], [7]], /Face 7 of die 2 of 2 cannot be shown by a d6/],
    ["a fractional face", [[3.5], [1]], /Face 3\.5 of die 1/],
    ["a re-roll after a face that does not explode", [[5, 2], [1]], /after a 5, which does not explode/],
  ])("refuses %s", (_, faces, message) => {
    expect(() => outcomeFromFaces({ count: 2, faces: 6, explode: [6] }, faces)).toThrow(message);
  });

  it("refuses more re-rolls than the limit", () => {
    const chain = new Array<number>(MAX_REROLLS_PER_DIE + 2).fill(6);
    expect(() => outcomeFromFaces({ count: 1, faces: 6, explode: [6] }, [chain])).toThrow(/re-rolled at most/);
  });

  it("refuses an invalid request", () => {
    expect(() => outcomeFromFaces({ count: 1, faces: 1 }, [[1]])).toThrow(DiceRequestError);
  });
});
