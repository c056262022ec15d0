import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DiceRequest } from "../../../src/engine/dice/DiceRequest";
import { simplePoolValid } from "../../../src/engine/dice/simplePoolValid";
import { validateDiceRequest } from "../../../src/engine/dice/validateDiceRequest";

/** Numbers a careless rule might put in a request: good ones, and every kind of bad one. */
const anyNumber = fc.oneof(fc.integer({ min: -3, max: 12 }), fc.constantFrom(0.5, 6.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 2, -0));

/** Requests with no explosion and no keep rule, valid or not. */
const simpleRequest: fc.Arbitrary<DiceRequest> = fc
  .record({
    count: anyNumber,
    faces: anyNumber,
    wild: fc.option(anyNumber, { nil: undefined }),
    modifier: fc.option(anyNumber, { nil: undefined }),
    totalOnly: fc.constantFrom(undefined, "sum" as const, "less-complication" as const),
  })
  .map(({ count, faces, wild, modifier, totalOnly }) => {
    const request: { count: number; faces: number; wild?: { explodeOn: number }; modifier?: number; totalOnly?: "sum" | "less-complication" } = {
      count,
      faces,
    };
    if (wild !== undefined) request.wild = { explodeOn: wild };
    if (modifier !== undefined) request.modifier = modifier;
    if (totalOnly !== undefined) request.totalOnly = totalOnly;
    return request;
  });

describe("the in-place check of a pool with no explosion or keep rule", () => {
  it("accepts exactly what validateDiceRequest accepts", () => {
    fc.assert(
      fc.property(simpleRequest, (request) => {
        expect(simplePoolValid(request)).toBe(validateDiceRequest(request) === null);
      }),
      { numRuns: 5000 },
    );
  });

  it("is asked of Wild Die pools, valid and not", () => {
    expect(simplePoolValid({ count: 3, faces: 6, wild: { explodeOn: 6 }, modifier: 2, totalOnly: "less-complication" })).toBe(true);
    expect(simplePoolValid({ count: 0, faces: 6, wild: { explodeOn: 6 } })).toBe(false);
    expect(simplePoolValid({ count: 2, faces: 6, wild: { explodeOn: 7 } })).toBe(false);
    expect(simplePoolValid({ count: 2, faces: 6, totalOnly: "less-complication" })).toBe(false);
  });
});
