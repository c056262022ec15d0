import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { damageDice } from "../../../src/engine/dice/damageDice";
import { validate } from "../../../src/engine/schema/validate";
import { carriedEv } from "../../../src/rulesets/action-points/actionCosts";
import { armourDr } from "../../../src/rulesets/action-points/damage";
import { enterFight, evOf, FISTS, weaponInHand } from "../../../src/rulesets/action-points/fighter";
import { ApActorSchema } from "../../../src/rulesets/action-points/schema";

const weapon = fc.record({
  name: fc.constantFrom("Blade", "Bow", "Club"),
  ap: fc.integer({ min: 0, max: 20 }),
  damage: fc.constantFrom("1d3", "1d6", "1d10+1", "2d6-1", "3d4+12"),
  ranged: fc.boolean(),
});
const armour = fc.record({ dr: fc.integer({ min: 0, max: 20 }), ev: fc.integer({ min: 0, max: 10 }) });

describe("an action-points fighter's gear, worked out as it enters", () => {
  it("answers what reading its weapons and armour at every attack answered", () => {
    const sheet = validate(ApActorSchema, {});
    if (!sheet.ok) throw new Error("the schema's defaults do not validate");
    fc.assert(
      fc.property(
        fc.array(weapon, { maxLength: 3 }),
        fc.array(armour, { maxLength: 3 }),
        fc.integer({ min: 0, max: 20 }),
        fc.boolean(),
        (weapons, worn, bagsEv, bagsDropped) => {
          const fighter = enterFight({ id: "x", name: "X", side: "a" }, { ...sheet.value, bagsEv, bagsDropped }, weapons, worn, 4, []);
          const inHand = weapons[0] ?? FISTS;
          expect(weaponInHand(fighter)).toBe(inHand);
          expect(fighter.gear.damage).toEqual(damageDice(inHand.damage));
          expect(fighter.gear.dr).toBe(armourDr(worn));
          expect(evOf(fighter)).toBe(carriedEv(worn, bagsDropped ? 0 : bagsEv));
          expect(evOf({ ...fighter, bagsDropped: !bagsDropped })).toBe(carriedEv(worn, bagsDropped ? bagsEv : 0));
        },
      ),
    );
  });
});
