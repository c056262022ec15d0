const { ArrayField, BooleanField, NumberField, ObjectField } = foundry.data.fields;

function defineCombatantSchema() {
  return {
    /** The rule set's action budget, plain JSON, always replaced whole; null until the fight begins. */
    budget: new ObjectField({ required: true, nullable: true, initial: null }),
    /** Unaware when the fight began; decided once, in the dialog that starts it. */
    surprised: new BooleanField({ required: true, initial: false }),
    /** Orders equal initiative, compared element by element (Agility, then a roll-off, ...). */
    tiebreak: new ArrayField(new NumberField({ required: true, nullable: false })),
    /** The round the initiative was rolled for; 0 before any roll. */
    rolledFor: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
  };
}

export type CombatantSchema = ReturnType<typeof defineCombatantSchema>;

/** A Combatant's `system`: its budget, surprise and the tiebreak of its initiative. */
export class TurnwrightCombatantData extends foundry.abstract.TypeDataModel<CombatantSchema, Combatant.Implementation> {
  static override defineSchema(): CombatantSchema {
    return defineCombatantSchema();
  }
}
