import { allow, refuse, type Outcome } from "../../engine/Refusal";
import { resolveTest, type TestResult } from "./D100Test";

export type FateUse = "reroll" | "bonus" | "degree" | "initiative" | "soak" | "unstun" | "refresh";

export interface FateUseEntry {
  readonly id: FateUse;
  readonly name: string;
  /** Where the use is offered: on a test card before or after the roll, initiative, damage, the sheet. */
  readonly offered: "after-failed-test" | "before-test" | "after-successful-test" | "initiative" | "after-damage" | "while-stunned" | "while-fatigued";
}

/** All seven ways to spend a Fate Point, each offered only where it applies. */
export const FATE_USES: readonly FateUseEntry[] = [
  { id: "reroll", name: "Re-roll the failed test", offered: "after-failed-test" },
  { id: "bonus", name: "+10 to the test", offered: "before-test" },
  { id: "degree", name: "+1 Degree of Success", offered: "after-successful-test" },
  { id: "initiative", name: "Initiative die counts as 10", offered: "initiative" },
  { id: "soak", name: "Remove 1d10 damage", offered: "after-damage" },
  { id: "unstun", name: "Recover from Stunned", offered: "while-stunned" },
  { id: "refresh", name: "Recover all Fatigue", offered: "while-fatigued" },
];

export const FATE_TEST_BONUS = 10;

/** One Fate Point out of the pool, or a refusal when the pool is empty. */
export function spendFate(fate: number): Outcome<number> {
  if (fate < 1) return refuse("no-fate", "No Fate Points left");
  return allow(fate - 1);
}

/** Spent Fate comes back at the start of the next session. */
export function restoreFate(max: number): number {
  return max;
}

export function rerollTest(result: TestResult, newRoll: number): Outcome<TestResult> {
  if (result.success) return refuse("fate-reroll-success", "Only a failed test can be re-rolled");
  if (result.rerolled) return refuse("fate-reroll-final", "This test was already re-rolled; the re-roll is final");
  return allow({ ...resolveTest(result.target, newRoll), rerolled: true });
}

export function addDegree(result: TestResult): Outcome<TestResult> {
  if (!result.success) return refuse("fate-degree-failure", "Only a successful test can gain a Degree of Success");
  if (result.boosted) return refuse("fate-degree-twice", "This test already gained a Degree of Success from Fate");
  return allow({ ...result, degrees: result.degrees + 1, boosted: true });
}

/** Takes back up to the d10 roll from the Wounds a hit removed; Critical Damage stays. */
export function soakDamage(wounds: number, maxWounds: number, fromWounds: number, d10: number): Outcome<{ wounds: number; restored: number }> {
  if (fromWounds < 1) return refuse("fate-soak-nothing", "That hit took no Wounds to remove (Critical Damage cannot be removed)");
  const restored = Math.min(d10, fromWounds, maxWounds - wounds);
  return allow({ wounds: wounds + restored, restored });
}

export function recoverFromStun(stunned: boolean): Outcome<false> {
  if (!stunned) return refuse("fate-not-stunned", "Not Stunned");
  return allow(false);
}

export function recoverFatigue(fatigue: number): Outcome<0> {
  if (fatigue < 1) return refuse("fate-no-fatigue", "No Fatigue to recover");
  return allow(0);
}
