import { allow, type Outcome, refuse } from "../../engine/Refusal";
import type { FightRecord, FightUpdate } from "./FightRecord";
import type { CombatPort } from "./CombatPort";

/**
 * Surprise is decided once, as the fight begins; before that the GM may change it freely. Null
 * when nothing changes, so nothing is written.
 */
export function planSurprise(record: FightRecord, surprised: Readonly<Record<string, boolean>>): Outcome<FightUpdate | null> {
  if (record.clock !== null && record.clock.round > 0) return refuse("surprise-decided", "Surprise is decided once, when the fight begins.");
  let changed = false;
  for (const [id, value] of Object.entries(surprised)) {
    const fighter = record.fighters.find((candidate) => candidate.id === id);
    if (fighter === undefined) return refuse("unknown-combatant", `${id} is not in the fight.`, { combatant: id });
    if (fighter.surprised !== value) changed = true;
  }
  if (!changed) return allow(null);
  const unaware = record.fighters.filter((fighter) => surprised[fighter.id] ?? fighter.surprised).map((fighter) => fighter.id);
  return allow({ surprised: unaware });
}

/** Who is surprised, set before the fight: ONE update of the Combat, nothing if nothing changes. */
export async function markSurprise<R>(port: CombatPort<R>, surprised: Readonly<Record<string, boolean>>): Promise<Outcome<number>> {
  const planned = planSurprise(port.read(), surprised);
  if (!planned.ok) return planned;
  if (planned.value === null) return allow(0);
  await port.write(planned.value);
  return allow(1);
}

/**
 * The actors caught unaware right now: marked surprised when the fight began, while round 1
 * lasts. The card rules read this, so no one has to tick a condition by hand.
 */
export function unawareNow(record: Pick<FightRecord, "fighters"> & { readonly clock: { readonly round: number } | null }): string[] {
  if (record.clock === null || record.clock.round !== 1) return [];
  return record.fighters.flatMap((fighter) => (fighter.surprised && fighter.actor !== null ? [fighter.actor.ref] : []));
}
