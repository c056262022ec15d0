import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DiceRequest } from "../../../src/engine/dice/DiceRequest";
import { DiceRequestError } from "../../../src/engine/dice/DiceRequestError";
import { toFormula } from "../../../src/engine/dice/toFormula";
import { validRequest } from "./arbitraries";

describe("toFormula", () => {
  it.each<[DiceRequest, string]>([
    [{ count: 3, faces: 6 }, "3d6"],
    [{ count: 1, faces: 100 }, "1d100"],
    [{ count: 2, faces: 10, keep: { highest: 1 }, modifier: 3 }, "2d10kh1+3"],
    [{ count: 4, faces: 6, keep: { lowest: 3 }, modifier: -1 }, "4d6kl3-1"],
    [{ count: 1, faces: 20, modifier: 0 }, "1d20"],
    [{ count: 0, faces: 6, modifier: 4 }, "0d6+4"],
    [{ count: 1, faces: 6, explode: [6] }, "1d6x6"],
    [{ count: 2, faces: 10, explode: [9, 10] }, "2d10x>=9"],
    [{ count: 2, faces: 10, explode: [10, 8, 9, 10] }, "2d10x>=8"],
    [{ count: 1, faces: 10, explode: [1] }, "1d10x1"],
    [{ count: 1, faces: 6, explode: [6, 1] }, "1d6x1x6"],
    [{ count: 1, faces: 6, explode: [4, 5] }, "1d6x4x5"],
    [{ count: 1, faces: 6, explode: [] }, "1d6"],
    [{ count: 4, faces: 6, wild: { explodeOn: 6 } }, "3d6 + 1d6x6[wild]"],
    [{ count: 4, faces: 6, wild: { explodeOn: 6 }, modifier: 2 }, "3d6 + 1d6x6[wild] + 2"],
    [{ count: 4, faces: 6, wild: { explodeOn: 6 }, modifier: -2 }, "3d6 + 1d6x6[wild] - 2"],
    [{ count: 1, faces: 6, wild: { explodeOn: 6 } }, "1d6x6[wild]"],
    [{ count: 1, faces: 6, wild: { explodeOn: 6 }, modifier: 1 }, "1d6x6[wild]+1"],
    [{ count: 3, faces: 6, explode: [6], wild: { explodeOn: 6 } }, "2d6x6 + 1d6x6[wild]"],
    [{ count: 3, faces: 6, explode: [6], keep: { highest: 2 } }, "{1d6x6,1d6x6,1d6x6}kh2"],
    [{ count: 3, faces: 6, wild: { explodeOn: 6 }, keep: { lowest: 1 }, modifier: 5 }, "{1d6,1d6,1d6x6[wild]}kl1+5"],
    [{ count: 1, faces: 8, wild: { explodeOn: 8 }, keep: { highest: 1 } }, "{1d8x8[wild]}kh1"],
  ])("%j → %s", (request, formula) => {
    expect(toFormula(request)).toBe(formula);
  });

  it("refuses an invalid request", () => {
    expect(() => toFormula({ count: 2, faces: 6, keep: { highest: 5 } })).toThrow(DiceRequestError);
  });

  it("names every die exactly once", () => {
    fc.assert(
      fc.property(validRequest, (request) => {
        const formula = toFormula(request);
        const diceTerms = [...formula.matchAll(/(\d+)d(\d+)/g)];
        const named = diceTerms.reduce((sum, match) => sum + Number(match[1]), 0);
        expect(named).toBe(request.count);
        expect(diceTerms.every((match) => Number(match[2]) === request.faces)).toBe(true);
        expect(formula.includes("[wild]")).toBe(request.wild !== undefined);
      }),
    );
  });
});
