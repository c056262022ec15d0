import { describe, expect, it } from "vitest";
import { outcomeFromFaces } from "../../../src/engine/dice/outcomeFromFaces";
import { poolRequest } from "../../../src/rulesets/d6-pool/dieCode";
import { readWildDie, wildDieTotal } from "../../../src/rulesets/d6-pool/WildDie";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";
import { rollDice } from "../../../src/engine/dice/rollDice";

/** A pool of `code` rolled with these faces per die, the Wild Die's last. */
const rolled = (dice: number, pips: number, faces: number[][]) => outcomeFromFaces(poolRequest({ dice, pips }), faces);

describe("the Wild Die", () => {
  it("adds a 6 and rolls again, as long as it keeps coming 6", () => {
    const read = readWildDie(rolled(3, 1, [[2], [4], [6, 6, 3]]), "remove");
    expect(read).toEqual({ total: 2 + 4 + 15 + 1, complication: false, removed: [] });
  });

  it("on a first roll of 1: a complication, and the 1 and the highest other die are removed", () => {
    const read = readWildDie(rolled(4, 0, [[5], [2], [6], [1]]), "remove");
    expect(read).toEqual({ total: 5 + 2, complication: true, removed: [1, 6] });
  });

  it("removes only one of two equal highest dice", () => {
    expect(readWildDie(rolled(3, 2, [[6], [6], [1]]), "remove")).toEqual({ total: 6 + 2, complication: true, removed: [1, 6] });
  });

  it("leaves the pips when a 1D pool's only die is a complication", () => {
    expect(readWildDie(rolled(1, 2, [[1]]), "remove")).toEqual({ total: 2, complication: true, removed: [1] });
  });

  it("under the world's other option keeps the total and only flags the complication", () => {
    expect(readWildDie(rolled(4, 0, [[5], [2], [6], [1]]), "flag")).toEqual({ total: 5 + 2 + 6 + 1, complication: true, removed: [] });
  });

  it("is no complication when a 1 comes after a 6 it rolled again", () => {
    expect(readWildDie(rolled(2, 0, [[3], [6, 1]]), "remove")).toEqual({ total: 3 + 7, complication: false, removed: [] });
  });

  it("reads the same total quietly as the full reading does, under either rule", () => {
    const source = new SeededFaces(7);
    for (let trial = 0; trial < 2000; trial++) {
      const outcome = rollDice(poolRequest({ dice: 1 + (trial % 6), pips: trial % 3 }), source);
      for (const rule of ["remove", "flag"] as const) expect(wildDieTotal(outcome, rule)).toBe(readWildDie(outcome, rule).total);
    }
  });
});
