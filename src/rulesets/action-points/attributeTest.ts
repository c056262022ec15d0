import type { DiceOutcome, DiceRequest } from "../../engine/dice/DiceRequest";
import type { RollPart } from "../../engine/events";
import { dieOf } from "./dieType";
import type { DieType } from "./schema";

/** A test as rolled: the face (null when nothing could be rolled), what it had to reach, and whether it did. */
export interface TestResult {
  readonly face: number | null;
  readonly target: number;
  readonly success: boolean;
}

/** What the face must reach: the circumstance's MTN less the skill that applies, never below 1. */
export function testTarget(mtn: number, skill: number): number {
  return Math.max(1, mtn - skill);
}

/**
 * What a test's target is made of, for the log: the MTN's own parts (the standard MTN and a called
 * shot's penalty, or the damage a Stamina test is against), the skill taken off, and what raised
 * it to the least a target is, 1.
 */
export function targetParts(mtn: readonly RollPart[], skill: RollPart, target: number): RollPart[] {
  const parts = [...mtn, { by: -skill.by, why: skill.why }];
  const sum = parts.reduce((total, part) => total + part.by, 0);
  return sum === target ? parts : [...parts, { by: target - sum, why: "least" }];
}

/**
 * An attribute test: the attribute's die against the MTN less the skill. A lost attribute, or
 * any test of a character who is Down, fails without a roll (`roll` is not called).
 */
export function attributeTest(die: DieType, mtn: number, skill: number, down: boolean, roll: (request: DiceRequest) => DiceOutcome): TestResult {
  const target = testTarget(mtn, skill);
  const request = dieOf(die);
  if (request === null || down) return { face: null, target, success: false };
  const face = roll(request).total;
  return { face, target, success: face >= target };
}
