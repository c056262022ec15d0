import { MAX_DURATION_COUNT } from "../../../engine/effects/DurationUnit";
import type { Migration } from "../../../engine/play/DocumentRules";
import { STUN, STUN_DURATION } from "../stun";

/**
 * The rounds of stun an actor's data once counted (`stunRounds`, the round under way included),
 * read from the stored data: a whole number above 0, or none.
 */
function stunRoundsOf(system: Readonly<Record<string, unknown>>): number {
  const rounds = system["stunRounds"];
  return typeof rounds === "number" && Number.isInteger(rounds) && rounds > 0 ? Math.min(rounds, MAX_DURATION_COUNT) : 0;
}

/**
 * Version 3: the stun a hit leaves is an effect with a duration, no longer a count on the sheet.
 * A count still running becomes the stun lasting as many round ends (the counter counted the
 * round under way, as the unit does); the count goes. The wound level the counter would have
 * set back to unhurt when it ran out is set back now, since the effect holds it at least stunned
 * while it lasts and never stores it; a worse wound stays.
 */
export function stunMigration(type: string): Migration {
  return {
    version: 3,
    documentName: "Actor",
    type,
    description: "A stun's count of rounds becomes the stun as an effect lasting that many round ends; the count is dropped",
    migrate: (system) => {
      const { stunRounds: _stunRounds, ...rest } = system;
      return stunRoundsOf(system) > 0 && rest["wound"] === "stunned" ? { ...rest, wound: "unhurt" } : rest;
    },
    effects: (system) => {
      const rounds = stunRoundsOf(system);
      return rounds === 0 ? [] : [{ effect: { ...STUN, entry: { ...STUN.entry, duration: { ...STUN_DURATION, count: rounds } } } }];
    },
  };
}
