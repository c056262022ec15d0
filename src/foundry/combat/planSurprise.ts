import { allow, refuse, type Outcome } from "../../engine/Refusal";
import type { FightRecord, FightUpdate } from "./FightRecord";

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
