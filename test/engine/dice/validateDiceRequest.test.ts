import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DiceRequest } from "../../../src/engine/dice/DiceRequest";
import { validateDiceRequest } from "../../../src/engine/dice/validateDiceRequest";
import { validRequest } from "./arbitraries";

describe("validateDiceRequest", () => {
  it.each<[string, DiceRequest]>([
    ["3d6", { count: 3, faces: 6 }],
    ["no dice at all", { count: 0, faces: 6, modifier: 2 }],
    ["a d2 exploding on its top face", { count: 1, faces: 2, explode: [2] }],
    ["explode faces listed twice", { count: 2, faces: 6, explode: [6, 6] }],
    ["a lone Wild Die", { count: 1, faces: 6, wild: { explodeOn: 6 } }],
    ["keep every die", { count: 4, faces: 6, keep: { lowest: 4 } }],
    ["a negative modifier", { count: 1, faces: 100, modifier: -40 }],
  ])("accepts %s", (_, request) => {
    expect(validateDiceRequest(request)).toBeNull();
  });

  it.each<[string, DiceRequest, string, RegExp]>([
    ["a negative count", { count: -1, faces: 6 }, "dice-count", /not -1/],
    ["a fractional count", { count: 1.5, faces: 6 }, "dice-count", /not 1\.5/],
    ["a one-sided die", { count: 1, faces: 1 }, "dice-faces", /not 1/],
    ["a fractional die", { count: 1, faces: 6.5 }, "dice-faces", /not 6\.5/],
    ["a fractional modifier", { count: 1, faces: 6, modifier: 0.5 }, "dice-modifier", /not 0\.5/],
    ["an explode face off the die", { count: 1, faces: 6, explode: [7] }, "dice-explode-face", /7 is not a face of a d6/],
    ["an explode face of zero", { count: 1, faces: 6, explode: [0] }, "dice-explode-face", /0 is not a face/],
    ["exploding on every face", { count: 1, faces: 2, explode: [1, 2] }, "dice-explode-every-face", /d2/],
    ["every face, repeated", { count: 1, faces: 3, explode: [3, 1, 2, 3] }, "dice-explode-every-face", /d3/],
    ["a Wild face off the die", { count: 2, faces: 6, wild: { explodeOn: 8 } }, "dice-wild-face", /8 is not a face of a d6/],
    ["a Wild Die in an empty pool", { count: 0, faces: 6, wild: { explodeOn: 6 } }, "dice-wild-empty", /at least one/],
    ["a complication without a Wild Die", { count: 3, faces: 6, totalOnly: "less-complication" }, "dice-complication-no-wild", /Wild Die/],
    ["keeping more dice than rolled", { count: 2, faces: 20, keep: { highest: 3 } }, "dice-keep", /Cannot keep 3 of 2/],
    ["keeping no dice", { count: 2, faces: 20, keep: { lowest: 0 } }, "dice-keep", /Cannot keep 0 of 2/],
    ["keeping a fraction", { count: 4, faces: 6, keep: { highest: 1.5 } }, "dice-keep", /1\.5/],
    ["keeping both ways", { count: 4, faces: 6, keep: { highest: 1, lowest: 1 } }, "dice-keep-both", /not both/],
  ])("refuses %s", (_, request, code, message) => {
    const refusal = validateDiceRequest(request);
    expect(refusal?.code).toBe(code);
    expect(refusal?.message).toMatch(message);
  });

  it("accepts every request of the generated shapes", () => {
    fc.assert(fc.property(validRequest, (request) => validateDiceRequest(request) === null));
  });
});
