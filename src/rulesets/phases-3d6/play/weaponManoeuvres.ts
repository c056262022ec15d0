import type { NamedWeapon } from "../fighter";
import { MANOEUVRES, type Manoeuvre } from "../manoeuvres";

/**
 * The manoeuvres that roll to hit with a weapon: a blow (Strike, Haymaker) or a hold (Grab,
 * Disarm) needs a weapon in reach, so a ranged weapon only Strikes. Defensive manoeuvres aim
 * at no one and are taken from the Phase's actions instead.
 */
export function attackManoeuvres(weapon: NamedWeapon): Manoeuvre[] {
  return MANOEUVRES.filter((m) => m.ocv !== null && !m.defensive && (weapon.class === "melee" || m.effect === "strike"));
}

/** The manoeuvres taken without a target: Block, Dodge, Missile Deflection, Roll With A Punch. */
export const GUARD_MANOEUVRES: readonly Manoeuvre[] = MANOEUVRES.filter((m) => m.defensive);
