import { describe, expect, it } from "vitest";
import { outcomeFromFaces } from "../../../src/engine/dice/outcomeFromFaces";
import { poolRequest } from "../../../src/rulesets/d6-pool/dieCode";
import { readWildDie } from "../../../src/rulesets/d6-pool/WildDie";

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
});
