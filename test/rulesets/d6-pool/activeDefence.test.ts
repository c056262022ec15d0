import { describe, expect, it } from "vitest";
import { blockConsequence, defenceOf, difficultyAgainst } from "../../../src/rulesets/d6-pool/activeDefence";

describe("an active defence", () => {
  it("partial: its roll replaces the passive 10, even when it is lower", () => {
    expect(difficultyAgainst(defenceOf("dodge", 14, "partial"), [])).toBe(14);
    expect(difficultyAgainst(defenceOf("dodge", 7, "partial"), [])).toBe(7);
  });

  it("full: the roll plus 10", () => {
    expect(difficultyAgainst(defenceOf("parry", 12, "full"), [])).toBe(22);
  });

  it("none in force: the passive 10, with range, cover and the like, never below 3", () => {
    expect(difficultyAgainst(null, [{ source: "long range", value: 10 }])).toBe(20);
    expect(difficultyAgainst(defenceOf("block", 4, "partial"), [{ source: "point blank", value: -5 }])).toBe(3);
  });
});

describe("blocking and parrying blades and bare hands", () => {
  it("a bare-handed blow parried with a sharp weapon: the attacker takes the weapon's own damage, without the defender's Strength", () => {
    expect(blockConsequence({ attack: { bareHanded: true, sharp: false }, defence: { bareHanded: false, sharp: true, damage: "+1D" }, blocked: true })).toEqual(
      { attackerTakes: { dice: 1, pips: 0 }, defenderTakes: "nothing" },
    );
  });

  it("a blade blocked with the body: the defender always takes the blade's damage, without the attacker's Strength when the block held", () => {
    expect(blockConsequence({ attack: { bareHanded: false, sharp: true }, defence: { bareHanded: true, sharp: false, damage: null }, blocked: true })).toEqual({
      attackerTakes: null,
      defenderTakes: "weapon-alone",
    });
    expect(blockConsequence({ attack: { bareHanded: false, sharp: true }, defence: { bareHanded: true, sharp: false, damage: null }, blocked: false })).toEqual(
      { attackerTakes: null, defenderTakes: "as-hit" },
    );
  });

  it("anything else: a held block stops the blow, a failed one lets it land", () => {
    expect(blockConsequence({ attack: { bareHanded: true, sharp: false }, defence: { bareHanded: true, sharp: false, damage: null }, blocked: true })).toEqual({
      attackerTakes: null,
      defenderTakes: "nothing",
    });
    expect(
      blockConsequence({ attack: { bareHanded: false, sharp: false }, defence: { bareHanded: false, sharp: true, damage: "+1D" }, blocked: false }),
    ).toEqual({ attackerTakes: null, defenderTakes: "as-hit" });
  });
});
