import { countedRounds } from "../../../engine/effects/countedRounds";
import type { Migration } from "../../../engine/play/DocumentRules";
import { STUN, STUN_DURATION } from "../stun";

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
      return countedRounds(system, "stunRounds") > 0 && rest["wound"] === "stunned" ? { ...rest, wound: "unhurt" } : rest;
    },
    effects: (system) => {
      const rounds = countedRounds(system, "stunRounds");
      return rounds === 0 ? [] : [{ effect: { ...STUN, entry: { ...STUN.entry, duration: { ...STUN_DURATION, count: rounds } } } }];
    },
  };
}
