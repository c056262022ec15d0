import { MAX_DURATION_COUNT } from "./DurationUnit";

/**
 * A count of rounds an older version kept on the sheet (a stun's, a botch's, the round under way
 * included), read from the stored data by a migration that makes it a duration: a whole number
 * above 0, at most what a duration may count; 0 for none, or for anything that is not a count.
 */
export function countedRounds(system: Readonly<Record<string, unknown>>, field: string): number {
  const rounds = system[field];
  return typeof rounds === "number" && Number.isInteger(rounds) && rounds > 0 ? Math.min(rounds, MAX_DURATION_COUNT) : 0;
}
