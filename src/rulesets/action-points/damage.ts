import type { DamageAdjustment } from "../../engine/events";
import { LOCATION_RULES, type Location, type LocationRule } from "./hitLocation";
import type { ApArmour } from "./schema";

/** What a hit does at its location: the roll less armour, then the location's multiplier. */
export interface Wound {
  readonly rolled: number;
  readonly dr: number;
  readonly multiplier: number;
  readonly amount: number;
}

/** The DR of everything the character wears, added together. */
export function armourDr(armour: readonly ApArmour[]): number {
  return armour.reduce((sum, piece) => sum + piece.dr, 0);
}

/** Armour takes its DR off all damage, never below none; the head triples what is left, the chest and stomach double it. */
export function woundAt(rolled: number, dr: number, location: Location): Wound {
  return woundUnder(rolled, dr, LOCATION_RULES[location]);
}

/** `woundAt` with the location's rule in hand, as a fight's hit has it (`Landing`). */
export function woundUnder(rolled: number, dr: number, rule: LocationRule): Wound {
  const multiplier = rule.multiplier;
  return { rolled, dr, multiplier, amount: Math.max(0, rolled - dr) * multiplier };
}

/** `woundAt` step by step, for the log: the armour's DR, then the location's multiplier on what got through. */
export function woundSteps(wound: Wound, location: Location): DamageAdjustment[] {
  const steps: DamageAdjustment[] = [];
  if (wound.dr > 0) steps.push({ op: "less", by: wound.dr, why: "armour" });
  if (wound.multiplier !== 1 && wound.amount > 0) steps.push({ op: "times", by: wound.multiplier, why: location });
  return steps;
}
