import type { FighterChange, FightRecord, FightUpdate } from "./FightRecord";

export interface ResetPlan {
  /** The fight's own state, cleared: ONE update of the Combat. */
  readonly update: FightUpdate;
  /** Every combatant's initiative, cleared: ONE combatant batch, so `updateCombatant` tells modules. */
  readonly fighters: readonly FighterChange[];
}

/** "Reset": the fight is over for the clock; initiative, budgets and the clock are cleared. Surprise marks stay. */
export function planReset(record: FightRecord): ResetPlan {
  return {
    update: { round: 0, turn: null, clock: null, ledger: [], budgets: {} },
    fighters: record.fighters.map((fighter) => ({ id: fighter.id, initiative: null, tiebreak: [], rolledFor: 0 })),
  };
}
