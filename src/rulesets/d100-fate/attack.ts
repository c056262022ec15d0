import { allow, refuse, type Outcome } from "../../engine/Refusal";
import type { Burst, D100Action } from "./actions";
import { cappedModifier, testTarget, type TestModifier, type TestTarget } from "./D100Test";
import { FATE_TEST_BONUS } from "./fate";
import { meleeWeapon, rangedWeapon, type D100Fighter, type NamedWeapon } from "./fighter";

/** What an attacker gains against a target in each state (our reading; see the README). */
export const TARGET_MODIFIERS = { stunned: 20, surprised: 30, proneMelee: 10, proneRanged: -10 } as const;
export const FATIGUE_PENALTY = 10;

/**
 * The weapon an attack action uses: the kind it needs, else a gun before a blade. The turn
 * fights with it, and a script's check before the fight asks of it the same.
 */
export function weaponForAction(fighter: D100Fighter, action: D100Action): NamedWeapon | undefined {
  const needs = action.attack?.weapon;
  if (needs === "melee") return meleeWeapon(fighter);
  if (needs === "ranged") return rangedWeapon(fighter);
  return rangedWeapon(fighter) ?? meleeWeapon(fighter);
}

/** Checks that the weapon suits the attack action: a burst needs a weapon that fires one. */
export function weaponFor(action: D100Action, weapon: NamedWeapon): Outcome<NamedWeapon> {
  const attack = action.attack;
  if (attack === undefined) return refuse("not-an-attack", `${action.name} is not an attack`, { action: `TURNWRIGHT.D100Fate.Action.${action.id}` });
  if (attack.weapon !== "any" && attack.weapon !== weapon.class) {
    return refuse("wrong-weapon", `${action.name} needs a ${attack.weapon} weapon; ${weapon.name} is ${weapon.class}`, {
      action: action.name,
      weapon: weapon.name,
    });
  }
  if (attack.burst === "semi" && weapon.rateOfFire.semi < 1) {
    return refuse("no-semi-auto", `${weapon.name} cannot fire a semi-auto burst`, { weapon: weapon.name });
  }
  if (attack.burst === "full" && weapon.rateOfFire.full < 1) {
    return refuse("no-full-auto", `${weapon.name} cannot fire a full-auto burst`, { weapon: weapon.name });
  }
  if (attack.burst === "single" && weapon.class === "ranged" && !weapon.rateOfFire.single) {
    return refuse("no-single-shot", `${weapon.name} cannot fire single shots`, { weapon: weapon.name });
  }
  return allow(weapon);
}

/** No modifier, shared: most tests of a fight are made by a fighter with no Fatigue. */
const NO_MODIFIERS: readonly TestModifier[] = [];

/** Fatigue takes 10 from every test for each level. */
export function fatigueModifier(fighter: D100Fighter): readonly TestModifier[] {
  return fighter.fatigue > 0 ? [{ source: "fatigue", value: -FATIGUE_PENALTY * fighter.fatigue }] : NO_MODIFIERS;
}

/** `more` after `modifiers`, one by one: a spread into `push` builds an arguments list on every test. */
export function pushModifiers(modifiers: TestModifier[], more: readonly TestModifier[]): void {
  for (const modifier of more) modifiers.push(modifier);
}

/**
 * The Weapon Skill (melee) or Ballistic Skill (ranged) test for an attack, with the action's
 * modifier, aim, the target's state, fatigue and a Fate Point's +10 if one was spent first.
 */
export function attackTest(
  attacker: D100Fighter,
  action: D100Action,
  weapon: NamedWeapon,
  target: D100Fighter,
  options: { readonly fateBonus: boolean; readonly targetUnaware: boolean; readonly situation?: readonly TestModifier[] },
): TestTarget {
  const melee = weapon.class === "melee";
  const modifiers: TestModifier[] = [{ source: action.id, value: action.attack?.modifier ?? 0 }];
  if (attacker.aim > 0) modifiers.push({ source: "aim", value: attacker.aim });
  if (target.conditions.stunned) modifiers.push({ source: "target-stunned", value: TARGET_MODIFIERS.stunned });
  if (options.targetUnaware) modifiers.push({ source: "target-surprised", value: TARGET_MODIFIERS.surprised });
  if (target.conditions.prone) {
    modifiers.push({ source: "target-prone", value: melee ? TARGET_MODIFIERS.proneMelee : TARGET_MODIFIERS.proneRanged });
  }
  pushModifiers(modifiers, fatigueModifier(attacker));
  if (options.situation !== undefined) pushModifiers(modifiers, options.situation);
  if (options.fateBonus) modifiers.push({ source: "fate", value: FATE_TEST_BONUS });
  return melee ? testTarget(attacker.actor.weaponSkill, modifiers, "weaponSkill") : testTarget(attacker.actor.ballisticSkill, modifiers, "ballisticSkill");
}

/**
 * `attackTest(...).target` without the test's list of modifiers: every attack of a fight works
 * out its target, and only a log reads what the target is made of.
 */
export function attackTarget(
  attacker: D100Fighter,
  action: D100Action,
  weapon: NamedWeapon,
  target: D100Fighter,
  fateBonus: boolean,
  targetUnaware: boolean,
): number {
  const melee = weapon.class === "melee";
  let sum = action.attack?.modifier ?? 0;
  if (attacker.aim > 0) sum += attacker.aim;
  if (target.conditions.stunned) sum += TARGET_MODIFIERS.stunned;
  if (targetUnaware) sum += TARGET_MODIFIERS.surprised;
  if (target.conditions.prone) sum += melee ? TARGET_MODIFIERS.proneMelee : TARGET_MODIFIERS.proneRanged;
  if (attacker.fatigue > 0) sum += -FATIGUE_PENALTY * attacker.fatigue;
  if (fateBonus) sum += FATE_TEST_BONUS;
  return (melee ? attacker.actor.weaponSkill : attacker.actor.ballisticSkill) + cappedModifier(sum);
}

/**
 * Hits from one successful attack: a semi-auto burst adds a hit for every two degrees beyond
 * the first, a full-auto burst one for every degree beyond the first, never past the weapon's
 * rate of fire.
 */
export function hitsScored(burst: Burst, weapon: NamedWeapon, degrees: number): number {
  return hitsFor(burst, burstRate(burst, weapon), degrees);
}

/** The most hits a burst of this weapon can score. */
export function burstRate(burst: Burst, weapon: NamedWeapon): number {
  return burst === "semi" ? weapon.rateOfFire.semi : burst === "full" ? weapon.rateOfFire.full : 1;
}

export function hitsFor(burst: Burst, rate: number, degrees: number): number {
  switch (burst) {
    case "single":
      return 1;
    case "semi":
      return Math.min(rate, 1 + Math.floor((degrees - 1) / 2));
    case "full":
      return Math.min(rate, degrees);
  }
}
