import { actorSnapshot } from "./actorSnapshot";
import { readClock, readLedger } from "./clockRecord";
import type { FighterRecord, FightRecord } from "./FightRecord";
import { combatantData, combatData } from "./storedData";

export function fighterRecord(combatant: Combatant.Implementation): FighterRecord {
  const actor = combatant.actor;
  const data = combatantData(combatant);
  return {
    id: combatant.id ?? "",
    name: combatant.name ?? "",
    actor: actor === null ? null : actorSnapshot(actor),
    initiative: combatant.initiative,
    tiebreak: data === null ? [] : [...data.tiebreak],
    rolledFor: data?.rolledFor ?? 0,
    surprised: data?.surprised ?? false,
    defeated: combatant.isDefeated,
    budget: data?.budget ?? null,
  };
}

/** The Combat as plain data, for the pure planners. */
export function fightRecord(combat: Combat.Implementation): FightRecord {
  const data = combatData(combat);
  return {
    round: combat.round,
    turn: combat.turn,
    clock: readClock(data?.clock),
    ledger: readLedger(data?.ledger),
    fighters: combat.combatants.contents.map(fighterRecord),
  };
}
