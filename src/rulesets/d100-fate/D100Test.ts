import type { DiceRequest } from "../../engine/dice/DiceRequest";
import type { RollPart } from "../../engine/events";

/** Modifiers on one test never add up past this, either way. */
export const MODIFIER_CAP = 60;

export const D100: DiceRequest = { count: 1, faces: 100 };

export interface TestModifier {
  readonly source: string;
  readonly value: number;
}

export interface TestTarget {
  readonly characteristic: number;
  /** Which characteristic it is, for the log: `weaponSkill`, `agility`; left out where no log reads it. */
  readonly name?: string;
  readonly modifiers: readonly TestModifier[];
  /** Sum of the modifiers after the ±60 cap. */
  readonly modifier: number;
  readonly target: number;
}

export interface TestResult {
  readonly target: number;
  readonly roll: number;
  readonly success: boolean;
  /** Degrees of success when `success`, of failure otherwise; always at least 1. */
  readonly degrees: number;
  /** A Fate Point re-rolled this test; the re-roll is final. */
  readonly rerolled: boolean;
  /** A Fate Point added a degree of success after the roll. */
  readonly boosted: boolean;
}

/** The sum of a test's modifiers within the ±60 cap. */
export function cappedModifier(sum: number): number {
  return Math.max(-MODIFIER_CAP, Math.min(MODIFIER_CAP, sum));
}

export function testTarget(characteristic: number, modifiers: readonly TestModifier[], name?: string): TestTarget {
  let sum = 0;
  for (const m of modifiers) sum += m.value;
  const modifier = cappedModifier(sum);
  const target = characteristic + modifier;
  // Each shape written out whole: a spread of the one into the other was a fifth of a squad
  // fight's time (every attack and every defence makes one).
  return name === undefined ? { characteristic, modifiers, modifier, target } : { characteristic, modifiers, modifier, target, name };
}

/**
 * What a test's target is made of, for the log: the characteristic, then each modifier that
 * changes it, then what the ±60 cap took back, if anything.
 */
export function targetParts(target: TestTarget): RollPart[] {
  const parts: RollPart[] = [{ by: target.characteristic, why: target.name ?? "characteristic" }];
  let sum = 0;
  for (const modifier of target.modifiers) {
    if (modifier.value === 0) continue;
    parts.push({ by: modifier.value, why: modifier.source });
    sum += modifier.value;
  }
  if (sum !== target.modifier) parts.push({ by: target.modifier - sum, why: "cap" });
  return parts;
}

/** tens(100) is 10: a roll of 00 is the worst roll there is. */
function tens(value: number): number {
  return Math.floor(value / 10);
}

/**
 * Success when the roll is at most the target. 01 always succeeds and 00 (100) always fails,
 * as d100 players expect; degrees count the tens digits between roll and target.
 */
export function resolveTest(target: number, roll: number): TestResult {
  if (!Number.isInteger(roll) || roll < 1 || roll > 100) throw new RangeError(`A d100 roll is 1 to 100, not ${roll}`);
  const success = roll === 1 || (roll !== 100 && roll <= target);
  const degrees = success ? Math.max(1, 1 + tens(target) - tens(roll)) : Math.max(1, 1 + tens(roll) - tens(target));
  return { target, roll, success, degrees, rerolled: false, boosted: false };
}
