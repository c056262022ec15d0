import { describe, expect, it } from "vitest";
import { WEIGHTS } from "../../../src/rulesets/d20-segments/schema";
import { attackHits, check, isCritical, mayBotch, parryPenalty } from "../../../src/rulesets/d20-segments/opposedRoll";

describe("the opposed d20 check", () => {
  it("lets Tulkas's bastard sword through Marvok's rapier parry: 13 + 8 = 21 against 12 + 10 − 2 = 20", () => {
    const sword = check(13, 8);
    const parry = check(12, 10 + parryPenalty("light", "medium"));
    expect(sword.total).toBe(21);
    expect(parry.total).toBe(20);
    expect(attackHits(sword.total, parry.total)).toBe(true);
  });

  it("lets a defence equal to the attack hold", () => {
    expect(attackHits(check(10, 5).total, check(11, 4).total)).toBe(false);
  });

  it("costs a parrying weapon 2 for each weight class it is lighter than the attacker's, and nothing when it is not", () => {
    expect(parryPenalty("light", "veryHeavy")).toBe(-6);
    expect(parryPenalty("medium", "heavy")).toBe(-2);
    expect(parryPenalty("heavy", "light")).toBe(0);
    expect(parryPenalty("medium", "medium")).toBe(0);
  });

  it("counts the weight classes between two weapons in the order the sheet lists them, for every pair", () => {
    WEIGHTS.forEach((parrying, parryingPlace) =>
      WEIGHTS.forEach((attacking, attackingPlace) => {
        expect(parryPenalty(parrying, attacking)).toBe(attackingPlace > parryingPlace ? -2 * (attackingPlace - parryingPlace) : 0);
      }),
    );
  });

  it("lets an attack on an unaware target hit, with no defence to beat", () => {
    expect(attackHits(check(2, 0).total, null)).toBe(true);
  });

  it("makes a natural 20 that hits a critical, and a natural 1 on either side a botch the other side may buy", () => {
    expect(isCritical(check(20, 0).roll, true)).toBe(true);
    expect(isCritical(check(20, 0).roll, false)).toBe(false);
    expect(isCritical(check(19, 5).roll, true)).toBe(false);
    expect(mayBotch(check(1, 30).roll)).toBe(true);
    expect(mayBotch(check(2, 0).roll)).toBe(false);
  });
});
