import type { D100Armour, D100Weapon } from "./schema";

/**
 * Named gear a scenario can call up by name alone ("Las rifle"), and the compendium's weapons
 * and armour. Figures are ours, in the spirit of the genre.
 */
export const D100_WEAPONS: Readonly<Record<string, D100Weapon>> = {
  Unarmed: { class: "melee", damage: "1d5-3", penetration: 0, range: 0, rateOfFire: { single: true, semi: 0, full: 0 }, parry: -20 },
  Knife: { class: "melee", damage: "1d5", penetration: 0, range: 0, rateOfFire: { single: true, semi: 0, full: 0 }, parry: -10 },
  Sword: { class: "melee", damage: "1d10", penetration: 0, range: 0, rateOfFire: { single: true, semi: 0, full: 0 }, parry: 10 },
  Chainsword: { class: "melee", damage: "1d10+2", penetration: 2, range: 0, rateOfFire: { single: true, semi: 0, full: 0 }, parry: 0 },
  "Power axe": { class: "melee", damage: "1d10+7", penetration: 7, range: 0, rateOfFire: { single: true, semi: 0, full: 0 }, parry: -10 },
  "Las rifle": { class: "ranged", damage: "1d10+3", penetration: 0, range: 100, rateOfFire: { single: true, semi: 3, full: 0 }, parry: 0 },
  "Las pistol": { class: "ranged", damage: "1d10+2", penetration: 0, range: 30, rateOfFire: { single: true, semi: 2, full: 0 }, parry: 0 },
  Autogun: { class: "ranged", damage: "1d10+3", penetration: 0, range: 90, rateOfFire: { single: true, semi: 3, full: 10 }, parry: 0 },
  Shotgun: { class: "ranged", damage: "1d10+4", penetration: 0, range: 30, rateOfFire: { single: true, semi: 0, full: 0 }, parry: 0 },
  "Heavy stubber": { class: "ranged", damage: "1d10+4", penetration: 3, range: 120, rateOfFire: { single: false, semi: 0, full: 8 }, parry: 0 },
};

export const D100_ARMOUR: Readonly<Record<string, D100Armour>> = {
  "Flak vest": { head: 0, rightArm: 0, leftArm: 0, body: 3, rightLeg: 0, leftLeg: 0 },
  "Flak helmet": { head: 3, rightArm: 0, leftArm: 0, body: 0, rightLeg: 0, leftLeg: 0 },
  "Flak armour": { head: 3, rightArm: 3, leftArm: 3, body: 4, rightLeg: 3, leftLeg: 3 },
  "Carapace armour": { head: 6, rightArm: 6, leftArm: 6, body: 6, rightLeg: 6, leftLeg: 6 },
  "Leather coat": { head: 0, rightArm: 1, leftArm: 1, body: 1, rightLeg: 1, leftLeg: 1 },
};

export const UNARMED = "Unarmed";
