import type { FighterChange, FightRecord, FightUpdate } from "./FightRecord";
import type { CombatPort } from "./CombatPort";

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

/**
 * "Reset all": the clock and the budgets cleared in ONE update of the Combat, then everyone's
 * initiative in ONE combatant batch. The fight's clock goes first, so no moment has a running
 * clock without the scores it ranked.
 */
export async function resetFight<R>(port: CombatPort<R>): Promise<void> {
  const plan = planReset(port.read());
  await port.write(plan.update);
  if (plan.fighters.length > 0) await port.writeFighters(plan.fighters);
}
