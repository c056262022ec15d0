import type { TestResult } from "./attributeTest";

/**
 * An attack against a defence: it fails when its own test fails; it hits a defence that failed
 * or was not made; when both succeed the higher face wins, and an equal face holds for the defender.
 */
export function attackHits(attack: TestResult, defence: TestResult | null): boolean {
  if (!attack.success) return false;
  if (defence === null || !defence.success) return true;
  return (attack.face ?? 0) > (defence.face ?? 0);
}
