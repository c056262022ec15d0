const { ArrayField, ObjectField } = foundry.data.fields;

function defineCombatSchema() {
  return {
    /** The engine's clock state, plain JSON, always replaced whole (never merged). */
    clock: new ObjectField({ required: true, nullable: true, initial: null }),
    /** Budgets to give back when the GM steps back over a turn (see budgetLedger). */
    ledger: new ArrayField(new ObjectField()),
  };
}

export type CombatSchema = ReturnType<typeof defineCombatSchema>;

/** A Combat's `system`: the fight's clock and the budgets its steps replaced. */
export class TurnwrightCombatData extends foundry.abstract.TypeDataModel<CombatSchema, Combat.Implementation> {
  static override defineSchema(): CombatSchema {
    return defineCombatSchema();
  }
}
