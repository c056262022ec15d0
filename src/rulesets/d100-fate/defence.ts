import { allow, refuse, type Outcome } from "../../engine/Refusal";
import { cappedModifier, testTarget, type TestModifier, type TestResult, type TestTarget } from "./D100Test";
import { FATE_TEST_BONUS } from "./fate";
import { FATIGUE_PENALTY, fatigueModifier, pushModifiers } from "./attack";
import { meleeWeapon, type D100Fighter, type NamedWeapon } from "./fighter";

export type Reaction = "dodge" | "parry";

/**
 * Whether a defender may answer an attack with this reaction now. The Reaction allowance
 * itself is the budget's business; these are the reasons the character cannot react at all.
 */
export function mayReact(defender: D100Fighter, reaction: Reaction, attack: { readonly melee: boolean; readonly defenderUnaware: boolean }): Outcome<Reaction> {
  if (attack.defenderUnaware) return refuse("surprised-no-reaction", `${defender.name} is Surprised and cannot react`, { name: defender.name });
  if (defender.conditions.stunned) return refuse("stunned-no-reaction", `${defender.name} is Stunned and cannot react`, { name: defender.name });
  if (defender.guardDown) {
    return refuse("guard-down", `${defender.name} made an All Out Attack and cannot Dodge or Parry until its next turn`, { name: defender.name });
  }
  if (reaction === "dodge" && defender.conditions.immobilised) {
    return refuse("immobilised-no-dodge", `${defender.name} is Immobilised and cannot Dodge`, { name: defender.name });
  }
  if (reaction === "parry") {
    if (!attack.melee) return refuse("parry-ranged", "Only a melee attack can be parried", {});
    if (meleeWeapon(defender) === undefined) return refuse("parry-unarmed", `${defender.name} has no melee weapon to parry with`, { name: defender.name });
  }
  return allow(reaction);
}

/** Dodge tests Agility (with Dodge training); Parry tests Weapon Skill with the weapon's parry modifier. */
export function defenceTest(defender: D100Fighter, reaction: Reaction, fateBonus: boolean): TestTarget {
  const modifiers: TestModifier[] = [];
  let characteristic: number;
  if (reaction === "dodge") {
    characteristic = defender.actor.agility;
    if (defender.actor.dodge !== 0) modifiers.push({ source: "dodge-training", value: defender.actor.dodge });
  } else {
    characteristic = defender.actor.weaponSkill;
    const weapon: NamedWeapon | undefined = meleeWeapon(defender);
    if (weapon !== undefined && weapon.parry !== 0) modifiers.push({ source: weapon.name, value: weapon.parry });
  }
  pushModifiers(modifiers, fatigueModifier(defender));
  if (fateBonus) modifiers.push({ source: "fate", value: FATE_TEST_BONUS });
  return testTarget(characteristic, modifiers, reaction === "dodge" ? "agility" : "weaponSkill");
}

/**
 * `defenceTest(...).target` without the test's list of modifiers: a defence in melee works out
 * both its reactions' targets to choose between them, and only a log reads what they are made of.
 */
export function defenceTarget(defender: D100Fighter, reaction: Reaction, fateBonus: boolean): number {
  let characteristic: number;
  let sum = 0;
  if (reaction === "dodge") {
    characteristic = defender.actor.agility;
    sum += defender.actor.dodge;
  } else {
    characteristic = defender.actor.weaponSkill;
    sum += meleeWeapon(defender)?.parry ?? 0;
  }
  if (defender.fatigue > 0) sum += -FATIGUE_PENALTY * defender.fatigue;
  if (fateBonus) sum += FATE_TEST_BONUS;
  return characteristic + cappedModifier(sum);
}

/** A successful defence stops one hit, and one more for each degree of success beyond the first. */
export function hitsNegated(result: TestResult): number {
  return result.success ? result.degrees : 0;
}
