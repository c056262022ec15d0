import { allow, refuse, type Outcome } from "../../engine/Refusal";
import type { FighterChange, FightRecord } from "./FightRecord";

/** Surprise is decided once, as the fight begins; before that the GM may change it freely. */
export function planSurprise(record: FightRecord, surprised: Readonly<Record<string, boolean>>): Outcome<readonly FighterChange[]> {
  if (record.clock !== null && record.clock.round > 0) return refuse("surprise-decided", "Surprise is decided once, when the fight begins.");
  const changes: FighterChange[] = [];
  for (const [id, value] of Object.entries(surprised)) {
    const fighter = record.fighters.find((candidate) => candidate.id === id);
    if (fighter === undefined) return refuse("unknown-combatant", `${id} is not in the fight.`, { combatant: id });
    if (fighter.surprised !== value) changes.push({ id, surprised: value });
  }
  return allow(changes);
}
