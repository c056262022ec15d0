const { ArrayField, NumberField } = foundry.data.fields;

function defineCombatantSchema() {
  return {
    /** Orders equal initiative, compared element by element (Agility, then a roll-off, ...). */
    tiebreak: new ArrayField(new NumberField({ required: true, nullable: false })),
    /** The round the initiative was rolled for; 0 before any roll. */
    rolledFor: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
  };
}

export type CombatantSchema = ReturnType<typeof defineCombatantSchema>;

/** A Combatant's `system`: what its initiative is made of beyond core's number. */
export class TurnwrightCombatantData extends foundry.abstract.TypeDataModel<CombatantSchema, Combatant.Implementation> {
  static override defineSchema(): CombatantSchema {
    return defineCombatantSchema();
  }
}
