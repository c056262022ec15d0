import type { PhasesWeapon } from "./schema";

export const UNARMED = "Unarmed";

/** Bare hands: what a character without a weapon fights with. */
export const BARE_HANDS: PhasesWeapon = { class: "melee", ocv: 0, dcv: 0, dice: 2, reach: 1, range: 0 };

/**
 * Named weapons a scenario can call up by name alone ("Sword"), and the compendium's. Figures
 * are ours, in the spirit of the genre.
 */
export const PHASES_WEAPONS: Readonly<Record<string, PhasesWeapon>> = {
  [UNARMED]: BARE_HANDS,
  Knife: { class: "melee", ocv: 1, dcv: 0, dice: 2, reach: 1, range: 0 },
  Club: { class: "melee", ocv: 0, dcv: 0, dice: 3, reach: 1, range: 0 },
  Sword: { class: "melee", ocv: 1, dcv: 1, dice: 4, reach: 1, range: 0 },
  Spear: { class: "melee", ocv: 0, dcv: 1, dice: 3, reach: 2, range: 0 },
  "Great axe": { class: "melee", ocv: -1, dcv: -1, dice: 6, reach: 1, range: 0 },
  Pistol: { class: "ranged", ocv: 0, dcv: 0, dice: 4, reach: 0, range: 25 },
  Rifle: { class: "ranged", ocv: 1, dcv: 0, dice: 5, reach: 0, range: 100 },
  Bow: { class: "ranged", ocv: 0, dcv: 0, dice: 3, reach: 0, range: 60 },
};

