import { acting } from "../../engine/clock/index";
import type { FightRecord } from "../fight/FightRecord";
import type { ApiFighter } from "./PlayApi";

/** Who acts now in the fight, as the tracker marks them (one, or several for a shared segment or phase); none before it begins. */
export function actingNow(combat: string, record: FightRecord): readonly ApiFighter[] {
  if (record.clock === null || record.clock.round === 0) return [];
  const ids = acting(record.clock);
  return record.fighters
    .filter((fighter) => ids.includes(fighter.id))
    .map((fighter) => ({ combat, combatant: fighter.id, name: fighter.name, actor: fighter.actor?.ref ?? null }));
}
