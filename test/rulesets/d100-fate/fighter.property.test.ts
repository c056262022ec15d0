import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bonus } from "../../../src/rulesets/d100-fate/bonus";
import { fighterDraft, fighterWith, isOut } from "../../../src/rulesets/d100-fate/fighter";
import { fighter } from "./fixtures";

/** A fighter entered from its sheet, then as far into the fight as Critical Damage and Fatigue take it. */
const fighters = fc
  .record({ toughness: fc.integer({ min: 0, max: 100 }), criticalDamage: fc.integer({ min: 0, max: 12 }), fatigue: fc.integer({ min: 0, max: 12 }) })
  .map(({ toughness, criticalDamage, fatigue }) => ({
    toughness,
    fighter: fighterWith(fighter("someone", "side", { toughness }), { criticalDamage, fatigue }),
  }));

describe("the Toughness Bonus a fighter enters with", () => {
  it("answers whether it is out as the sheet's Toughness does: Critical Damage or Fatigue beyond its bonus", () => {
    fc.assert(
      fc.property(fighters, ({ toughness, fighter }) => {
        const sheetBonus = bonus(toughness);
        expect(fighter.toughnessBonus).toBe(sheetBonus);
        expect(isOut(fighter)).toBe(fighter.criticalDamage > sheetBonus || fighter.fatigue > sheetBonus);
        expect(isOut(fighterDraft(fighter))).toBe(isOut(fighter));
      }),
      { numRuns: 3000 },
    );
  });
});
