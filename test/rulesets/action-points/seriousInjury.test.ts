import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dayOfRest, dropped, injuredAttribute, injuryTestMtn, isDead, isDown } from "../../../src/rulesets/action-points/seriousInjury";
import { ATTRIBUTES, type ApActor, type DieType } from "../../../src/rulesets/action-points/schema";

const all = (die: DieType): ApActor["attributes"] => ({
  agility: die,
  perception: die,
  stamina: die,
  strength: die,
  reflexes: die,
  intellect: die,
  willpower: die,
  presence: die,
});

describe("serious injury", () => {
  it("asks for a Stamina test only once the session's damage is above Fitness, against that damage less Toughness", () => {
    expect(injuryTestMtn(8, 8, 2)).toBeNull();
    expect(injuryTestMtn(9, 8, 2)).toBe(7);
    expect(injuryTestMtn(15, 8, 3)).toBe(12);
  });

  it("drops the attribute the d8 names by one die type", () => {
    const start = all("d8");
    expect(injuredAttribute(start, 3)).toBe("stamina");
    expect(dropped(start, "stamina")).toMatchObject({ stamina: "d6", agility: "d8" });
  });

  it("puts a character Down when one attribute goes below d4, and kills when all have", () => {
    const one = dropped(all("d4"), "agility");
    expect([isDown(all("d4")), isDown(one), isDead(one)]).toEqual([false, true, false]);
    expect(isDead(all("none"))).toBe(true);
  });

  it("moves a d8 that names a lost attribute on to the next still there, round to the top", () => {
    const attributes = { ...all("none"), agility: "d6" as const, willpower: "d4" as const };
    expect(injuredAttribute(attributes, 3)).toBe("willpower");
    expect(injuredAttribute(attributes, 8)).toBe("agility");
    expect(injuredAttribute(all("none"), 1)).toBeNull();
  });

  it("always takes a die type from someone still alive, until all eight are lost", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 60 }), (rolls) => {
        let attributes = all("d6");
        let drops = 0;
        for (const d8 of rolls) {
          const hit = injuredAttribute(attributes, d8);
          if (hit === null) return isDead(attributes);
          attributes = dropped(attributes, hit);
          drops += 1;
        }
        // Each d6 takes three drops to be lost: dead exactly after 24.
        return isDead(attributes) === drops >= 3 * ATTRIBUTES.length;
      }),
    );
  });

  it("heals Fitness a day, and while Down brings one lost attribute back to d4 a day until the character is up", () => {
    const down = { attributes: { ...all("d6"), agility: "none" as const, presence: "none" as const }, damageTaken: 20, fitness: 6 };
    const day1 = dayOfRest(down);
    expect(day1).toMatchObject({ damageTaken: 14, attributes: { agility: "d4", presence: "none" } });
    expect(isDown(day1.attributes)).toBe(true);
    const day2 = dayOfRest({ ...day1, fitness: 6 });
    expect(day2).toMatchObject({ damageTaken: 8, attributes: { presence: "d4" } });
    expect(isDown(day2.attributes)).toBe(false);
    expect(dayOfRest({ attributes: all("d8"), damageTaken: 3, fitness: 6 })).toEqual({ damageTaken: 0, attributes: all("d8") });
  });
});
