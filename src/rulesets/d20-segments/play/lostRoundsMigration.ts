import { countedRounds } from "../../../engine/effects/countedRounds";
import type { Migration } from "../../../engine/play/DocumentRules";
import { lostRounds, stunnedRounds } from "../lostRounds";

/**
 * Version 3: the rounds a botch takes are effects with a duration, no longer a count on the
 * sheet. A count still running becomes "loses its actions" lasting as many round ends (the
 * counter counted the round under way, as the unit does); and a character stunned then (a snag)
 * has its plain Stunned status replaced by the stun for the same rounds, since the tracker took
 * the stun off when the count ran out. The count goes.
 */
export function lostRoundsMigration(type: string): Migration {
  return {
    version: 3,
    documentName: "Actor",
    type,
    description: "A botch's count of lost rounds becomes effects lasting that many round ends, a stun then in force with them; the count is dropped",
    migrate: ({ roundsLost: _roundsLost, ...rest }) => rest,
    effects: (system, statuses) => {
      const rounds = countedRounds(system, "roundsLost");
      if (rounds === 0) return [];
      return statuses.has("stunned")
        ? [{ effect: lostRounds(rounds) }, { effect: stunnedRounds(rounds), replaces: "stunned" }]
        : [{ effect: lostRounds(rounds) }];
    },
  };
}
