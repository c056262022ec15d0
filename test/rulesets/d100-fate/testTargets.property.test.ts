import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { D100_ACTIONS } from "../../../src/rulesets/d100-fate/actions";
import { D100_WEAPONS } from "../../../src/rulesets/d100-fate/armoury";
import { attackTarget, attackTest } from "../../../src/rulesets/d100-fate/attack";
import { defenceTarget, defenceTest } from "../../../src/rulesets/d100-fate/defence";
import type { D100Fighter } from "../../../src/rulesets/d100-fate/fighter";
import { fighter } from "./fixtures";

const skill = fc.integer({ min: 0, max: 100 });
const weaponNames = fc.subarray(Object.keys(D100_WEAPONS));

/** Any fighter a scenario could hold, as the fight may have left it: aiming, fatigued, stunned or prone. */
const fighters = fc
  .record({
    weaponSkill: skill,
    ballisticSkill: skill,
    agility: skill,
    dodge: fc.integer({ min: -20, max: 30 }),
    weapons: weaponNames,
    aim: fc.constantFrom(0, 10, 20),
    fatigue: fc.integer({ min: 0, max: 9 }),
    stunned: fc.boolean(),
    prone: fc.boolean(),
  })
  .map(({ weapons, aim, fatigue, stunned, prone, ...actor }): D100Fighter => {
    const entered = fighter("someone", "side", actor, weapons);
    return { ...entered, aim, fatigue, conditions: { ...entered.conditions, stunned, prone } };
  });

const attacks = fc.constantFrom(...D100_ACTIONS.filter((action) => action.attack !== undefined));
const anyWeapon = fc.constantFrom(...Object.entries(D100_WEAPONS).map(([name, weapon]) => ({ name, ...weapon })));

describe("a test's target worked out without its list of modifiers", () => {
  it("is the attack test's target, for every attacker, action, weapon and target", () => {
    fc.assert(
      fc.property(fighters, attacks, anyWeapon, fighters, fc.boolean(), fc.boolean(), (attacker, action, weapon, target, fateBonus, targetUnaware) => {
        const test = attackTest(attacker, action, weapon, target, { fateBonus, targetUnaware });
        expect(attackTarget(attacker, action, weapon, target, fateBonus, targetUnaware)).toBe(test.target);
      }),
      { numRuns: 3000 },
    );
  });

  it("is the defence test's target, for every defender, reaction and Fate bonus", () => {
    fc.assert(
      fc.property(fighters, fc.constantFrom("dodge" as const, "parry" as const), fc.boolean(), (defender, reaction, fateBonus) => {
        expect(defenceTarget(defender, reaction, fateBonus)).toBe(defenceTest(defender, reaction, fateBonus).target);
      }),
      { numRuns: 3000 },
    );
  });
});
