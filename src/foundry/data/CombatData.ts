const { ArrayField, ObjectField, StringField } = foundry.data.fields;

function defineCombatSchema() {
  return {
    /** The engine's clock state, plain JSON, always replaced whole (never merged). */
    clock: new ObjectField({ required: true, nullable: true, initial: null }),
    /** Budgets to give back when the GM steps back over a turn (see budgetLedger). */
    ledger: new ArrayField(new ObjectField()),
    /**
     * Each combatant's action budget, by combatant id, always replaced whole. Kept here, not on
     * the Combatants, so a turn (which refreshes budgets) is one update of the Combat.
     */
    budgets: new ObjectField({ required: true, initial: {} }),
    /** The combatants caught unaware: chosen before the fight, decided once as it begins. */
    surprised: new ArrayField(new StringField({ required: true, blank: false })),
  };
}

export type CombatSchema = ReturnType<typeof defineCombatSchema>;

/** A Combat's `system`: the fight's clock, its budgets and surprise, and what its steps replaced. */
export class TurnwrightCombatData extends foundry.abstract.TypeDataModel<CombatSchema, Combat.Implementation> {
  static override defineSchema(): CombatSchema {
    return defineCombatSchema();
  }
}
