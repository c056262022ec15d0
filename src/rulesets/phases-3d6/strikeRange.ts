import { beyond, type RangeRule, type RangeVerdict } from "../../engine/play/RangeRule";

/**
 * An attack as the range rule reads it: the weapon's name, and either the melee reach of the arm
 * and weapon together (the longer of the two) or, for a shot, the weapon's maximum range.
 */
export interface Strike {
  readonly weapon: string;
  /** Hexes a melee attack reaches; null when the weapon in hand is a ranged one. */
  readonly meleeReach: number | null;
  /** Hexes a ranged weapon shoots. */
  readonly range: number;
}

/** What a melee weapon lends the arm that holds it; null for a ranged weapon. */
export function strikeOf(
  weapon: { readonly name: string; readonly class: "melee" | "ranged"; readonly reach: number; readonly range: number },
  ownReach: number,
): Strike {
  return { weapon: weapon.name, meleeReach: weapon.class === "melee" ? Math.max(ownReach, weapon.reach) : null, range: weapon.range };
}

/** The hexes the strike reaches: its melee reach, or its weapon's range. */
export function farthest(strike: Strike): number {
  return strike.meleeReach ?? strike.range;
}

/**
 * The source's rule of reach and range, in hexes: "You can strike any adjacent opponent with a
 * melee attack" (reach 1, more for Growth or Stretching, or a weapon that lends reach) and "You
 * can fire at any target that is within the attack's maximum range". A target farther off is
 * refused before anything is spent.
 */
export const PHASES_RANGE: RangeRule<Strike> = {
  units: "hex",
  judge(strike, distance): RangeVerdict {
    const most = farthest(strike);
    if (distance <= most) return { kind: "within" };
    const values = { weapon: strike.weapon, distance, most, units: "hex" };
    const hexes = (count: number): string => (count === 1 ? "1 hex" : `${count} hexes`);
    return strike.meleeReach === null
      ? beyond("out-of-range", `The target is ${hexes(distance)} away; ${strike.weapon} shoots ${hexes(most)} at most`, values)
      : beyond("out-of-reach", `The target is ${hexes(distance)} away; ${strike.weapon} reaches ${hexes(most)} at most`, values);
  },
};
