import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DiceOutcome, DiceRequest } from "../../../src/engine/dice/DiceRequest";
import { rollDice } from "../../../src/engine/dice/rollDice";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";
import { seed, validRequest } from "./arbitraries";

/** Both rolls from the same seed: the outcomes, and the generator's state after each. */
function bothWays(request: DiceRequest, quiet: DiceRequest, from: number) {
  const fullSource = new SeededFaces(from);
  const quietSource = new SeededFaces(from);
  const full = rollDice(request, fullSource);
  const answered = rollDice(quiet, quietSource);
  return { full, quiet: answered, drawsAlike: fullSource.generator.state(), quietDraws: quietSource.generator.state() };
}

/**
 * The complication's total worked out from the listed dice, apart from the engine's helper: the
 * Wild Die's first 1 and the highest other die's whole total off. Written out here so a fault in
 * the shared helper shows too.
 */
function lessComplication(outcome: DiceOutcome): number {
  const wild = outcome.dice.find((die) => die.wild);
  if (wild?.faces[0] !== 1) return outcome.total;
  const others = outcome.dice.filter((die) => die !== wild).map((die) => die.faces.reduce((sum, face) => sum + face, 0));
  return outcome.total - 1 - (others.length === 0 ? 0 : Math.max(...others));
}

describe("a roll for its total alone", () => {
  it("draws the very faces of the full roll, in order, and adds them up the same", () => {
    fc.assert(
      fc.property(validRequest, seed, (request, from) => {
        const both = bothWays(request, { ...request, totalOnly: "sum" }, from);
        expect(both.quiet.total).toBe(both.full.total);
        expect(both.quietDraws).toEqual(both.drawsAlike);
      }),
      { numRuns: 2000 },
    );
  });

  it("takes off a complication's 1 and highest other die as a reading of the full roll's dice does", () => {
    const wildPools = validRequest.filter((request) => request.wild !== undefined && request.keep === undefined);
    fc.assert(
      fc.property(wildPools, seed, (request, from) => {
        const both = bothWays(request, { ...request, totalOnly: "less-complication" }, from);
        expect(both.quiet.total).toBe(lessComplication(both.full));
        expect(both.quietDraws).toEqual(both.drawsAlike);
      }),
      { numRuns: 2000 },
    );
  });

  it("finds complications often enough for the property above to mean something", () => {
    const source = new SeededFaces(11);
    let complications = 0;
    for (let trial = 0; trial < 600; trial++) {
      const outcome = rollDice({ count: 3, faces: 6, wild: { explodeOn: 6 } }, source);
      if (outcome.total !== lessComplication(outcome)) complications++;
    }
    expect(complications).toBeGreaterThan(50);
  });

  it("lists no dice for a pool of several", () => {
    const outcome = rollDice({ count: 4, faces: 6, wild: { explodeOn: 6 }, totalOnly: "less-complication" }, new SeededFaces(3));
    expect(outcome.dice).toEqual([]);
  });
});
