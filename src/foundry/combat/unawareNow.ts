import type { FightRecord } from "./FightRecord";

/**
 * The actors caught unaware right now: marked surprised when the fight began, while round 1
 * lasts. The card rules read this, so no one has to tick a condition by hand.
 */
export function unawareNow(record: Pick<FightRecord, "fighters"> & { readonly clock: { readonly round: number } | null }): string[] {
  if (record.clock === null || record.clock.round !== 1) return [];
  return record.fighters.flatMap((fighter) => (fighter.surprised && fighter.actor !== null ? [fighter.actor.ref] : []));
}
