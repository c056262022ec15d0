import { damageBonus } from "./combatDifficulty";
import { acceptedCode, addDice, strengthDamage, type DieCode } from "./dieCode";
import { codeOf } from "./rollCode";
import type { D6Actor, D6Armour, D6Weapon } from "./schema";
import { woundFrom, type WoundLevel } from "./woundLevel";

/** The damage a weapon rolls: its code, or (written `+1D`) its code added to the wielder's Strength Damage. */
export function damageCode(weapon: D6Weapon, wielder: D6Actor): DieCode {
  return damageWith(weapon, codeOf(wielder, "strength"));
}

/** A weapon's damage code as written, read once each: every hit of a fight asks for its weapon's. */
const WRITTEN_DAMAGE = new Map<string, { readonly plus: boolean; readonly own: DieCode }>();

/** The same code from the wielder's Strength code (a fighter keeps its codes read). */
export function damageWith(weapon: D6Weapon, strength: DieCode): DieCode {
  let written = WRITTEN_DAMAGE.get(weapon.damage);
  if (written === undefined) {
    const plus = weapon.damage.startsWith("+");
    written = { plus, own: acceptedCode(plus ? weapon.damage.slice(1) : weapon.damage) };
    WRITTEN_DAMAGE.set(weapon.damage, written);
  }
  return written.plus ? addDice(strengthDamage(strength), written.own) : written.own;
}

/** The roll that resists damage: Strength, and what each piece of armour worn adds. */
export function resistanceCode(target: D6Actor, armour: readonly D6Armour[]): DieCode {
  return resistanceWith(codeOf(target, "strength"), armour);
}

/** The same roll from the Strength code (a fighter keeps its codes read). */
export function resistanceWith(strength: DieCode, armour: readonly D6Armour[]): DieCode {
  let code = strength;
  for (const piece of armour) code = addDice(code, acceptedCode(piece.resistance));
  return code;
}

/** A hit's outcome: the damage bonus for its accuracy, the damage with it, and the wound it gives against the resistance. */
export function hitWound(hit: { readonly attack: number; readonly difficulty: number; readonly damage: number; readonly resistance: number }): {
  readonly bonus: number;
  readonly damage: number;
  readonly wound: WoundLevel;
} {
  const bonus = damageBonus(hit.attack, hit.difficulty);
  const damage = hit.damage + bonus;
  return { bonus, damage, wound: woundFrom(damage, hit.resistance) };
}

/** A weapon's own damage, without the wielder's Strength Damage: what a blade does to the hand or body that blocks it. */
export function ownDamage(weapon: D6Weapon): DieCode {
  return acceptedCode(weapon.damage.replace(/^\+/, ""));
}
