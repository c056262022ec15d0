import { describe, expect, it } from "vitest";
import { d100Action, type D100Action } from "../../../src/rulesets/d100-fate/actions";
import { attackTest, hitsScored, weaponFor } from "../../../src/rulesets/d100-fate/attack";
import { defenceTest, hitsNegated, mayReact } from "../../../src/rulesets/d100-fate/defence";
import { resolveTest } from "../../../src/rulesets/d100-fate/D100Test";
import { armourByLocation, isOut } from "../../../src/rulesets/d100-fate/fighter";
import { fighter, weapon } from "./fixtures";

function action(id: string): D100Action {
  const found = d100Action(id);
  if (found === undefined) throw new Error(id);
  return found;
}

const sergeant = fighter("sergeant", "guard", { weaponSkill: 45, ballisticSkill: 40, agility: 42, toughness: 35 }, ["Las rifle", "Chainsword"]);
const cultist = fighter("cultist", "cult", { weaponSkill: 30, agility: 30, toughness: 30 }, ["Knife"]);

describe("attack tests", () => {
  it("tests Ballistic Skill for a ranged attack and Weapon Skill in melee, with the action's modifier", () => {
    const shot = attackTest(sergeant, action("standardAttack"), weapon("Las rifle"), cultist, { fateBonus: false, targetUnaware: false });
    expect(shot).toMatchObject({ characteristic: 40, target: 50 });
    const blow = attackTest(sergeant, action("allOutAttack"), weapon("Chainsword"), cultist, { fateBonus: false, targetUnaware: false });
    expect(blow).toMatchObject({ characteristic: 45, target: 75 });
  });

  it("adds aim, a surprised or stunned or prone target, fatigue and Fate's +10", () => {
    const aimed = { ...sergeant, aim: 20, fatigue: 1 };
    const prone = { ...cultist, conditions: { ...cultist.conditions, prone: true, stunned: true } };
    const melee = attackTest(aimed, action("standardAttack"), weapon("Chainsword"), prone, { fateBonus: true, targetUnaware: true });
    // 45 + 10 (standard) + 20 (aim) + 20 (stunned) + 30 (surprised) + 10 (prone, melee) - 10 (fatigue) + 10 (fate) = +90, capped at +60
    expect(melee.modifier).toBe(60);
    const ranged = attackTest(sergeant, action("standardAttack"), weapon("Las rifle"), prone, { fateBonus: false, targetUnaware: false });
    // prone target is harder to shoot: 40 + 10 + 20 - 10
    expect(ranged.target).toBe(60);
  });

  it("refuses weapons that do not suit the action", () => {
    expect(weaponFor(action("allOutAttack"), weapon("Las rifle"))).toMatchObject({ ok: false, refusal: { code: "wrong-weapon" } });
    expect(weaponFor(action("fullAutoBurst"), weapon("Las rifle"))).toMatchObject({ ok: false, refusal: { code: "no-full-auto" } });
    expect(weaponFor(action("semiAutoBurst"), weapon("Las rifle")).ok).toBe(true);
    expect(weaponFor(action("standardAttack"), weapon("Heavy stubber"))).toMatchObject({ ok: false, refusal: { code: "no-single-shot" } });
  });

  it("scores hits by burst: semi one per two extra degrees, full one per extra degree, capped by rate of fire", () => {
    const autogun = weapon("Autogun");
    expect(hitsScored("single", autogun, 6)).toBe(1);
    expect(hitsScored("semi", autogun, 1)).toBe(1);
    expect(hitsScored("semi", autogun, 3)).toBe(2);
    expect(hitsScored("semi", autogun, 9)).toBe(3);
    expect(hitsScored("full", autogun, 4)).toBe(4);
    expect(hitsScored("full", weapon("Heavy stubber"), 12)).toBe(8);
  });
});

describe("defence", () => {
  it("Dodge tests Agility with training; Parry Weapon Skill with the weapon's parry modifier", () => {
    const trained = { ...cultist, actor: { ...cultist.actor, dodge: 10 } };
    expect(defenceTest(trained, "dodge", false).target).toBe(40);
    const swordsman = fighter("s", "x", { weaponSkill: 40 }, ["Sword"]);
    expect(defenceTest(swordsman, "parry", true).target).toBe(60);
  });

  it("a success stops one hit per degree of success", () => {
    expect(hitsNegated(resolveTest(45, 23))).toBe(3);
    expect(hitsNegated(resolveTest(45, 80))).toBe(0);
  });

  it("says why a defender cannot react", () => {
    const melee = { melee: true, defenderUnaware: false };
    expect(mayReact(cultist, "dodge", { melee: true, defenderUnaware: true })).toMatchObject({ ok: false, refusal: { code: "surprised-no-reaction" } });
    expect(mayReact({ ...cultist, guardDown: true }, "dodge", melee)).toMatchObject({ ok: false, refusal: { code: "guard-down" } });
    expect(mayReact({ ...cultist, conditions: { ...cultist.conditions, immobilised: true } }, "dodge", melee)).toMatchObject({
      ok: false,
      refusal: { code: "immobilised-no-dodge" },
    });
    expect(mayReact(cultist, "parry", { melee: false, defenderUnaware: false })).toMatchObject({ ok: false, refusal: { code: "parry-ranged" } });
    expect(mayReact(fighter("bare", "x", {}), "parry", melee)).toMatchObject({ ok: false, refusal: { code: "parry-unarmed" } });
    expect(mayReact(cultist, "parry", melee)).toEqual({ ok: true, value: "parry" });
  });
});

describe("fighters", () => {
  it("wear the best armour covering each location, pieces not stacking", () => {
    const worn = armourByLocation([
      { head: 0, rightArm: 0, leftArm: 0, body: 3, rightLeg: 0, leftLeg: 0 },
      { head: 3, rightArm: 3, leftArm: 3, body: 4, rightLeg: 3, leftLeg: 3 },
    ]);
    expect(worn).toEqual({ head: 3, rightArm: 3, leftArm: 3, body: 4, rightLeg: 3, leftLeg: 3 });
  });

  it("fall out of the fight when Critical Damage passes the Toughness Bonus", () => {
    expect(isOut({ ...cultist, criticalDamage: 3 })).toBe(false);
    expect(isOut({ ...cultist, criticalDamage: 4 })).toBe(true);
    expect(isOut({ ...cultist, fatigue: 4 })).toBe(true);
  });

  it("start with full Wounds and Fate unless the sheet says otherwise", () => {
    const hurt = fighter("h", "x", { wounds: { max: 12, value: 5 }, fate: { max: 3 } });
    expect(hurt.wounds).toBe(5);
    expect(hurt.fate).toBe(3);
  });
});
