import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rollDice } from "../../../src/engine/dice/rollDice";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";
import { poolRequest, quietPoolRequest } from "../../../src/rulesets/d6-pool/dieCode";
import { readWildDie } from "../../../src/rulesets/d6-pool/WildDie";

const codes = fc.record({ dice: fc.integer({ min: 1, max: 12 }), pips: fc.integer({ min: 0, max: 2 }) });
const rules = fc.constantFrom("remove" as const, "flag" as const);

describe("a pool thrown for a fight no one is listening to", () => {
  it("totals what the full roll's Wild Die reading totals, from the same draws, and leaves the dice where they were", () => {
    fc.assert(
      fc.property(codes, rules, fc.maxSafeInteger(), fc.integer({ min: 1, max: 8 }), (code, rule, seed, rolls) => {
        const fullSource = new SeededFaces(seed);
        const quietSource = new SeededFaces(seed);
        // Several in a row, so a draw too many or too few shows in the next pool's total too.
        for (let roll = 0; roll < rolls; roll++) {
          const outcome = rollDice(poolRequest(code), fullSource);
          const quiet = rollDice(quietPoolRequest(code, rule), quietSource).total;
          expect(quiet).toBe(readWildDie(outcome, rule).total);
        }
        expect(quietSource.generator.state()).toEqual(fullSource.generator.state());
      }),
      { numRuns: 3000 },
    );
  });

  it("is asked once per code and rule, like the full request", () => {
    expect(quietPoolRequest({ dice: 3, pips: 1 }, "remove")).toBe(quietPoolRequest({ dice: 3, pips: 1 }, "remove"));
    expect(quietPoolRequest({ dice: 3, pips: 1 }, "flag")).not.toBe(quietPoolRequest({ dice: 3, pips: 1 }, "remove"));
  });
});
