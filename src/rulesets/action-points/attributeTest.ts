import type { DiceOutcome, DiceRequest } from "../../engine/dice/DiceRequest";
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
