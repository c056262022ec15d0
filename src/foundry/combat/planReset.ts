import type { FightRecord, FightUpdate } from "./FightRecord";

/** "Reset": the fight is over for the clock; initiative, budgets and the clock are cleared. */
export function planReset(record: FightRecord): FightUpdate {
  return {
    round: 0,
    turn: null,
    clock: null,
    ledger: [],
    fighters: record.fighters.map((fighter) => ({ id: fighter.id, initiative: null, tiebreak: [], rolledFor: 0, budget: null })),
  };
}
