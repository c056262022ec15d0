import { damageBonus } from "./combatDifficulty";
import { acceptedCode, addDice, strengthDamage, type DieCode } from "./dieCode";
import { codeOf } from "./rollCode";
import type { D6Actor, D6Armour, D6Weapon } from "./schema";
import { woundFrom, type WoundLevel } from "./woundLevel";

/** The damage a weapon rolls: its code, or (written `+1D`) its code added to the wielder's Strength Damage. */
export function damageCode(weapon: D6Weapon, wielder: D6Actor): DieCode {
  const plus = weapon.damage.startsWith("+");
  const own = acceptedCode(plus ? weapon.damage.slice(1) : weapon.damage);
  return plus ? addDice(strengthDamage(codeOf(wielder, "strength")), own) : own;
}

/** The roll that resists damage: Strength, and what each piece of armour worn adds. */
export function resistanceCode(target: D6Actor, armour: readonly D6Armour[]): DieCode {
  return armour.reduce((code, piece) => addDice(code, acceptedCode(piece.resistance)), codeOf(target, "strength"));
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
