import { beyond, type RangeRule, type RangeVerdict } from "../../engine/play/RangeRule";
import type { D6Weapon } from "./schema";

/** The range bands of the source's Combat Difficulty Modifiers, nearest first. */
export const RANGE_BANDS = ["pointBlank", "short", "medium", "long"] as const;
export type RangeBand = (typeof RANGE_BANDS)[number];

/** Point Blank reaches this many metres whatever the weapon (see the README's ruling). */
export const POINT_BLANK_METRES = 3;

/**
 * What each band adds to the combat difficulty: easier point blank, nothing at short range,
 * harder beyond. The source's table is not in our text: these are the standard values of its
 * system (see the README's ruling, with the passage it settles).
 */
export const BAND_MODIFIER: Readonly<Record<RangeBand, number>> = { pointBlank: -5, short: 0, medium: 5, long: 10 };

/** A weapon as the range rule reads it: its name, the skill it attacks with, its three edges in metres. */
export type RangedWeapon = Pick<D6Weapon, "skill" | "range"> & { readonly name: string };

/**
 * The band a distance in metres falls in for this weapon, or null beyond its reach. Bare hands
 * and hand weapons strike at Point Blank only; a melee weapon longer than two metres (one with a
 * Short range set) reaches Short range too, and no farther. A gun's bands run from Point Blank
 * to its Long edge.
 */
export function rangeBand(weapon: RangedWeapon, metres: number): RangeBand | null {
  if (metres <= POINT_BLANK_METRES) return "pointBlank";
  if (weapon.skill !== "firearms") return metres <= weapon.range.short ? "short" : null;
  if (metres <= weapon.range.short) return "short";
  if (metres <= weapon.range.medium) return "medium";
  if (metres <= weapon.range.long) return "long";
  return null;
}

/** The farthest the weapon reaches, in metres: the edge of its last band. */
export function farthestReach(weapon: RangedWeapon): number {
  const last = weapon.skill === "firearms" ? Math.max(weapon.range.short, weapon.range.medium, weapon.range.long) : weapon.range.short;
  return Math.max(POINT_BLANK_METRES, last);
}

/**
 * The source's range rule in metres: "All range modifiers are added or subtracted from the combat
 * difficulty", and close combat reaches Point Blank only (Short with a weapon over two metres).
 * Beyond the last band nothing is rolled: refused in words.
 */
export const D6_RANGE: RangeRule<RangedWeapon> = {
  units: "m",
  judge(weapon, distance): RangeVerdict {
    const band = rangeBand(weapon, distance);
    if (band !== null) return { kind: "band", band: `TURNWRIGHT.D6Pool.Range.${band}`, modifier: BAND_MODIFIER[band] };
    const most = farthestReach(weapon);
    const values = { weapon: weapon.name, distance, most, units: "m" };
    return weapon.skill === "firearms"
      ? beyond("out-of-range", `The target is ${distance} m away; ${weapon.name} shoots ${most} m at most`, values)
      : beyond("out-of-reach", `The target is ${distance} m away; ${weapon.name} reaches ${most} m at most`, values);
  },
};
