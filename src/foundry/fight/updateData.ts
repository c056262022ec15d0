import type { FighterChange, FightUpdate } from "./FightRecord";
import { replaceWhole } from "../versions/updateOperators";

/** A combatant's initiative as Foundry update data, for a Combatant batch. */
export function combatantUpdateData(change: FighterChange): Record<string, unknown> {
  const system: Record<string, unknown> = {};
  if (change.tiebreak !== undefined) system["tiebreak"] = [...change.tiebreak];
  if (change.rolledFor !== undefined) system["rolledFor"] = change.rolledFor;
  const data: Record<string, unknown> = { _id: change.id };
  if (change.initiative !== undefined) data["initiative"] = change.initiative;
  if (Object.keys(system).length > 0) data["system"] = system;
  return data;
}

/**
 * One fight update as ONE Combat update: round and turn for core's tracker, and the fight's own
 * state in `system`. The clock and the budgets are replaced whole (v13's `==`, v14's
 * `ForcedReplacement`: versions/updateOperators.ts): a merge would keep the keys of rounds and combatants that are gone, and
 * spent actions a fresh budget no longer has.
 */
export function combatUpdateData(update: FightUpdate): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  if (update.round !== undefined) data["round"] = update.round;
  if (update.turn !== undefined) data["turn"] = update.turn;
  const system: Record<string, unknown> = {};
  if (update.clock !== undefined) replaceWhole(system, "clock", update.clock);
  if (update.ledger !== undefined) system["ledger"] = update.ledger;
  if (update.budgets !== undefined) replaceWhole(system, "budgets", update.budgets);
  if (update.surprised !== undefined) system["surprised"] = [...update.surprised];
  if (Object.keys(system).length > 0) data["system"] = system;
  return data;
}
