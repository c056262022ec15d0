import { describe, expect, it } from "vitest";
import { attackHits, combatDifficulty, damageBonus, fullDefence, initiativeBonus, PASSIVE_DEFENCE } from "../../../src/rulesets/d6-pool/combatDifficulty";

describe("the combat difficulty", () => {
  it("is the passive defence of 10, or the target's active defence total, with its modifiers", () => {
    expect(combatDifficulty({ activeDefence: null, modifiers: [] })).toBe(PASSIVE_DEFENCE);
    expect(combatDifficulty({ activeDefence: 14, modifiers: [{ source: "range", value: 5 }] })).toBe(19);
  });

  it("keeps an active defence below 10: the defender got in the attack's way", () => {
    expect(combatDifficulty({ activeDefence: 6, modifiers: [] })).toBe(6);
  });

  it("is never below 3, whatever the modifiers", () => {
    expect(combatDifficulty({ activeDefence: 4, modifiers: [{ source: "point blank", value: -5 }] })).toBe(3);
  });

  it("takes a full defence as its roll plus 10", () => {
    expect(fullDefence(12)).toBe(22);
  });

  it("is hit by a total that equals or exceeds it", () => {
    expect(attackHits(10, 10)).toBe(true);
    expect(attackHits(9, 10)).toBe(false);
  });
});

describe("the damage bonus", () => {
  it("is what the total beat the difficulty by, divided by 5 and rounded up", () => {
    expect(damageBonus(10, 10)).toBe(0);
    expect(damageBonus(11, 10)).toBe(1);
    expect(damageBonus(15, 10)).toBe(1);
    expect(damageBonus(16, 10)).toBe(2);
  });
});

describe("the initiative bonus", () => {
  it("is +1 per full 2D of search above Perception, or per full 4D of Agility, the larger", () => {
    expect(initiativeBonus({ perception: { dice: 3, pips: 0 }, search: { dice: 5, pips: 2 }, agility: { dice: 3, pips: 0 } })).toBe(1);
    expect(initiativeBonus({ perception: { dice: 3, pips: 0 }, search: { dice: 4, pips: 2 }, agility: { dice: 3, pips: 0 } })).toBe(0);
    expect(initiativeBonus({ perception: { dice: 2, pips: 0 }, search: { dice: 2, pips: 0 }, agility: { dice: 8, pips: 1 } })).toBe(2);
    expect(initiativeBonus({ perception: { dice: 2, pips: 0 }, search: { dice: 7, pips: 0 }, agility: { dice: 4, pips: 0 } })).toBe(2);
  });
});
