import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rollDice } from "../../../src/engine/dice/rollDice";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";
import { damageRoll } from "../../../src/rulesets/d20-segments/damageRoll";

/** A weapon's damage as a sheet may write it: `2d6`, `1d4+1`, `3d8-2`. */
const damageText = fc
  .tuple(fc.integer({ min: 1, max: 4 }), fc.constantFrom(2, 3, 4, 6, 8, 10, 12, 20), fc.integer({ min: -9, max: 9 }))
  .map(([count, faces, modifier]) => `${count}d${faces}${modifier === 0 ? "" : modifier > 0 ? `+${modifier}` : `${modifier}`}`);

describe("a hit's damage rolled where no one listens", () => {
  it("draws the faces of the logged fight's roll and comes to its total", () => {
    fc.assert(
      fc.property(damageText, fc.integer(), (damage, seed) => {
        const loggedSource = new SeededFaces(seed);
        const quietSource = new SeededFaces(seed);
        const logged = rollDice(damageRoll(damage, true), loggedSource);
        const quiet = rollDice(damageRoll(damage, false), quietSource);
        expect(quiet.total).toBe(logged.total);
        expect(quietSource.generator.state()).toEqual(loggedSource.generator.state());
      }),
      { numRuns: 1000 },
    );
  });

  it("asks for the total alone only where no one listens, and lists the dice where someone does", () => {
    expect(damageRoll("2d6+1", false)).toMatchObject({ count: 2, faces: 6, modifier: 1, totalOnly: "sum" });
    expect(damageRoll("2d6+1", true).totalOnly).toBeUndefined();
    expect(rollDice(damageRoll("2d6+1", true), new SeededFaces(1)).dice).toHaveLength(2);
  });
});
