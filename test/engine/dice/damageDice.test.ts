import { describe, expect, it } from "vitest";
import { DAMAGE_DICE, damageDice } from "../../../src/engine/dice/damageDice";

describe("damage written as dice", () => {
  it("reads a weapon's dice, with a bonus or a malus", () => {
    expect(damageDice("1d10")).toEqual({ count: 1, faces: 10, modifier: 0 });
    expect(damageDice("2d6+1")).toEqual({ count: 2, faces: 6, modifier: 1 });
    expect(damageDice("1d4-1")).toEqual({ count: 1, faces: 4, modifier: -1 });
  });

  it("refuses, as the schema's pattern does, what is not dice", () => {
    for (const text of ["lots", "d6", "1d7", "0d6", "1d6+100"]) {
      expect(new RegExp(DAMAGE_DICE).test(text), text).toBe(false);
      expect(() => damageDice(text), text).toThrow(RangeError);
    }
  });
});
