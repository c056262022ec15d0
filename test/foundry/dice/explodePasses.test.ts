import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toFormula } from "../../../src/engine/dice/toFormula";
import { explodePasses } from "../../../src/foundry/dice/explodePasses";
import { validRequest } from "../../engine/dice/arbitraries";

describe("explodePasses", () => {
  it("is one pass per explode face, one for a run of top faces, and the Wild Die's own", () => {
    expect(explodePasses({ count: 2, faces: 6, explode: [6, 1] }, false)).toEqual([[1], [6]]);
    expect(explodePasses({ count: 2, faces: 6, explode: [6, 5] }, false)).toEqual([[5, 6]]);
    expect(explodePasses({ count: 2, faces: 6 }, false)).toEqual([]);
    expect(explodePasses({ count: 2, faces: 6, wild: { explodeOn: 6 } }, true)).toEqual([[6]]);
  });

  it("matches the x modifiers toFormula writes, term by term", () => {
    fc.assert(
      fc.property(validRequest, (request) => {
        const terms = [...toFormula(request).matchAll(/\d+d\d+((?:x(?:>=)?\d+)*)(\[wild\])?/g)];
        for (const term of terms) {
          const written = [...(term[1] ?? "").matchAll(/x(>=)?(\d+)/g)].map((pass) => {
            const face = Number(pass[2]);
            return pass[1] === ">=" ? Array.from({ length: request.faces - face + 1 }, (_, i) => face + i) : [face];
          });
          expect(explodePasses(request, term[2] === "[wild]")).toEqual(written);
        }
      }),
      { numRuns: 500 },
    );
  });
});
