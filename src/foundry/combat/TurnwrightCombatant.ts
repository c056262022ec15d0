/**
 * A Combatant whose `system` holds its action budget, surprise and tiebreak. Its own initiative
 * roll goes through the Combat, which rolls as the rule set says and keeps it for the fight.
 */
export class TurnwrightCombatant extends Combatant {
  override async rollInitiative(): Promise<this> {
    const combat = this.combat;
    if (combat !== null && this.id !== null) await combat.rollInitiative([this.id]);
    return this;
  }
}
