import type { FighterChange, FightUpdate } from "./FightRecord";

/**
 * A combatant's change as Foundry update data. The budget is replaced whole (`==`, Foundry
 * v13's forced replacement): a merge would keep spent actions the new budget no longer has.
 */
export function combatantUpdateData(change: FighterChange): Record<string, unknown> {
  const system: Record<string, unknown> = {};
  if (change.budget !== undefined) system["==budget"] = change.budget;
  if (change.surprised !== undefined) system["surprised"] = change.surprised;
  if (change.tiebreak !== undefined) system["tiebreak"] = [...change.tiebreak];
  if (change.rolledFor !== undefined) system["rolledFor"] = change.rolledFor;
  const data: Record<string, unknown> = { _id: change.id };
  if (change.initiative !== undefined) data["initiative"] = change.initiative;
  if (Object.keys(system).length > 0) data["system"] = system;
  return data;
}

/**
 * One fight update as ONE Combat update: round and turn for core's tracker, the clock replaced
 * whole (its README: records lose keys as rounds end, so a merge would keep stale ones), and
 * the combatants' changes inlined in `combatants`.
 */
export function combatUpdateData(update: FightUpdate): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  if (update.round !== undefined) data["round"] = update.round;
  if (update.turn !== undefined) data["turn"] = update.turn;
  const system: Record<string, unknown> = {};
  if (update.clock !== undefined) system["==clock"] = update.clock;
  if (update.ledger !== undefined) system["ledger"] = update.ledger;
  if (Object.keys(system).length > 0) data["system"] = system;
  if (update.fighters.length > 0) data["combatants"] = update.fighters.map(combatantUpdateData);
  return data;
}
