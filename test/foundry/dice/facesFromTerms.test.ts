import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DiceRequest } from "../../../src/engine/dice/DiceRequest";
import { outcomeFromFaces } from "../../../src/engine/dice/outcomeFromFaces";
import { toFormula } from "../../../src/engine/dice/toFormula";
import { facesFromTerms, type RolledTerm, type TermResult } from "../../../src/foundry/dice/facesFromTerms";
import { validRequest } from "../../engine/dice/arbitraries";

const r = (result: number, flags: Omit<TermResult, "result"> = {}): TermResult => ({ result, ...flags });
const x = (result: number): TermResult => ({ result, exploded: true, active: true });

describe("facesFromTerms", () => {
  it("gives each die of a plain pool its one face, in order", () => {
    expect(facesFromTerms({ count: 3, faces: 6 }, [{ faces: 6, results: [r(4), r(2), r(6)] }])).toEqual([[4], [2], [6]]);
  });

  it("puts each exploded face back on the die it came from, though Foundry lists them after all first faces", () => {
    // 3d6x6: first faces 6, 3, 6; the first 6 adds a 6 that adds a 2, the second 6 adds a 1.
    const terms: RolledTerm[] = [{ faces: 6, results: [x(6), r(3), x(6), x(6), r(1), r(2)] }];
    const request: DiceRequest = { count: 3, faces: 6, explode: [6] };
    expect(facesFromTerms(request, terms)).toEqual([[6, 6, 2], [3], [6, 1]]);
    expect(outcomeFromFaces(request, facesFromTerms(request, terms)).total).toBe(24);
  });

  it("replays one pass per explode face: under x1x6 the 1s' extra faces come before the 6s'", () => {
    // First faces 6 and 1. Pass x1 adds a 6 for the 1; pass x6 then adds a 3 for the first 6 and a 5 for that new 6.
    const terms: RolledTerm[] = [{ faces: 6, results: [x(6), x(1), x(6), r(3), r(5)] }];
    expect(toFormula({ count: 2, faces: 6, explode: [1, 6] })).toBe("2d6x1x6");
    expect(facesFromTerms({ count: 2, faces: 6, explode: [1, 6] }, terms)).toEqual([
      [6, 3],
      [1, 6, 5],
    ]);
  });

  it("explodes a run of top faces in one pass (x>=5)", () => {
    const terms: RolledTerm[] = [{ faces: 6, results: [x(5), x(6), r(2), x(6), r(1), x(5), r(3)] }];
    expect(toFormula({ count: 3, faces: 6, explode: [5, 6] })).toBe("3d6x>=5");
    expect(facesFromTerms({ count: 3, faces: 6, explode: [5, 6] }, terms)).toEqual([[5, 6, 5, 3], [6, 1], [2]]);
  });

  it("keeps every face of a keep-highest roll, for the outcome to choose", () => {
    const request: DiceRequest = { count: 2, faces: 10, keep: { highest: 1 } };
    const faces = facesFromTerms(request, [{ faces: 10, results: [r(3, { active: false, discarded: true }), r(8)] }]);
    expect(faces).toEqual([[3], [8]]);
    expect(outcomeFromFaces(request, faces).total).toBe(8);
  });

  it("reads the Wild Die from its own term, last", () => {
    const request: DiceRequest = { count: 3, faces: 6, wild: { explodeOn: 6 } };
    expect(toFormula(request)).toBe("2d6 + 1d6x6[wild]");
    const faces = facesFromTerms(request, [
      { faces: 6, results: [r(5), r(6)] },
      { faces: 6, results: [x(6), x(6), r(3)] },
    ]);
    expect(faces).toEqual([[5], [6], [6, 6, 3]]);
    const outcome = outcomeFromFaces(request, faces);
    expect(outcome.dice.map((die) => die.wild)).toEqual([false, false, true]);
    expect(outcome.total).toBe(26);
  });

  it("reads a lone exploding Wild Die", () => {
    expect(facesFromTerms({ count: 1, faces: 6, wild: { explodeOn: 6 } }, [{ faces: 6, results: [x(6), r(4)] }])).toEqual([[6, 4]]);
  });

  it("reads a keep over exploding and Wild dice, one term per die", () => {
    const request: DiceRequest = { count: 3, faces: 6, explode: [6], wild: { explodeOn: 6 }, keep: { highest: 1 } };
    expect(toFormula(request)).toBe("{1d6x6,1d6x6,1d6x6[wild]}kh1");
    const faces = facesFromTerms(request, [
      { faces: 6, results: [x(6), r(2)] },
      { faces: 6, results: [r(3)] },
      { faces: 6, results: [x(6), x(6), r(1)] },
    ]);
    expect(faces).toEqual([[6, 2], [3], [6, 6, 1]]);
    expect(outcomeFromFaces(request, faces).total).toBe(13);
  });

  it("reads an empty pool", () => {
    expect(facesFromTerms({ count: 0, faces: 6, modifier: 2 }, [{ faces: 6, results: [] }])).toEqual([]);
  });

  it("refuses results it cannot place", () => {
    expect(() => facesFromTerms({ count: 2, faces: 6 }, [{ faces: 8, results: [r(1), r(2)] }])).toThrow(/rolled d8 for a request of d6/);
    expect(() => facesFromTerms({ count: 3, faces: 6 }, [{ faces: 6, results: [r(1), r(2)] }])).toThrow(/shows 2 dice where the request rolls 3/);
    expect(() => facesFromTerms({ count: 1, faces: 6, explode: [6] }, [{ faces: 6, results: [x(6)] }])).toThrow(/follow no explosion/);
    expect(() => facesFromTerms({ count: 1, faces: 6, explode: [6] }, [{ faces: 6, results: [x(5), r(2)] }])).toThrow(/follow no explosion/);
  });

  it("recovers every die of any request from results laid out the way Foundry lays them out", () => {
    fc.assert(
      fc.property(validRequest, fc.array(fc.nat(), { minLength: 64, maxLength: 64 }), (request, stream) => {
        const { terms, dice } = foundryRoll(toFormula(request), request.faces, stream);
        const faces = facesFromTerms(request, terms);
        expect(faces).toEqual(dice);
        expect(() => outcomeFromFaces(request, faces)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });
});

/**
 * Rolls a formula of `toFormula` the way Foundry's Die does, from a stream of numbers: each term's
 * first results in order, then each `x` modifier as a pass that walks the results (those it adds
 * included) and appends one new result per exploding one. Records which die each face belongs to.
 */
function foundryRoll(formula: string, faces: number, stream: readonly number[]): { terms: RolledTerm[]; dice: number[][] } {
  let drawn = 0;
  const terms: RolledTerm[] = [];
  const dice: number[][] = [];
  for (const match of formula.matchAll(/(\d+)d(\d+)((?:x(?:>=)?\d+)*)/g)) {
    const count = Number(match[1]);
    const passes = [...(match[3] ?? "").matchAll(/x(>=)?(\d+)/g)].map((pass) => ({ atLeast: pass[1] === ">=", face: Number(pass[2]) }));
    const explodes = (face: number) => passes.some((pass) => (pass.atLeast ? face >= pass.face : face === pass.face));
    // Once the stream runs dry, a face that does not explode ends every chain.
    const quiet = Array.from({ length: faces }, (_, i) => i + 1).find((face) => !explodes(face)) ?? 1;
    const roll = () => {
      const value = stream[drawn++];
      return value === undefined ? quiet : 1 + (value % faces);
    };
    const results: { result: number; exploded?: boolean }[] = [];
    const dieOf: number[] = [];
    for (let die = 0; die < count; die++) {
      results.push({ result: roll() });
      dieOf.push(dice.length + die);
    }
    for (const pass of passes) {
      for (let index = 0; index < results.length; index++) {
        const result = results[index];
        if (result === undefined || !(pass.atLeast ? result.result >= pass.face : result.result === pass.face)) continue;
        result.exploded = true;
        results.push({ result: roll() });
        dieOf.push(dieOf[index] ?? -1);
      }
    }
    const termDice: number[][] = Array.from({ length: count }, () => []);
    results.forEach((result, index) => termDice[(dieOf[index] ?? 0) - dice.length]?.push(result.result));
    dice.push(...termDice);
    terms.push({ faces: Number(match[2]), results });
  }
  return { terms, dice };
}
