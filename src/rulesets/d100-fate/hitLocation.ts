import type { HitLocation } from "./schema";

/** The location table, read with the attack roll's digits swapped (32 becomes 23). */
const TABLE: readonly { readonly upTo: number; readonly location: HitLocation }[] = [
  { upTo: 10, location: "head" },
  { upTo: 20, location: "rightArm" },
  { upTo: 30, location: "leftArm" },
  { upTo: 70, location: "body" },
  { upTo: 85, location: "rightLeg" },
  { upTo: 100, location: "leftLeg" },
];

/** 100 is read as 00 and 00 reversed is still 00, i.e. 100; 7 is 07, reversed 70. */
export function reverseRoll(roll: number): number {
  if (!Number.isInteger(roll) || roll < 1 || roll > 100) throw new RangeError(`A d100 roll is 1 to 100, not ${roll}`);
  // The units digit becomes the tens and the tens the units; every attack asks, so no strings.
  const twoDigits = roll % 100;
  const reversed = (twoDigits % 10) * 10 + Math.floor(twoDigits / 10);
  return reversed === 0 ? 100 : reversed;
}

export function locationOf(reversed: number): HitLocation {
  // A loop, not a search with a callback: every attack asks.
  for (const row of TABLE) if (reversed <= row.upTo) return row.location;
  return "leftLeg";
}

/** The location of every attack roll, by the roll (index 0 unused): worked out once, as every hit of a fight asks. */
const BY_ROLL: readonly HitLocation[] = Array.from({ length: 101 }, (_, roll) => (roll === 0 ? "leftLeg" : locationOf(reverseRoll(roll))));

export function hitLocation(attackRoll: number): HitLocation {
  if (!Number.isInteger(attackRoll) || attackRoll < 1 || attackRoll > 100) throw new RangeError(`A d100 roll is 1 to 100, not ${attackRoll}`);
  return BY_ROLL[attackRoll] ?? locationOf(reverseRoll(attackRoll));
}
