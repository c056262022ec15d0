import { takeStrayInitiative } from "../fight/strayInitiative";
import { TurnwrightCombat } from "./TurnwrightCombat";

/**
 * A Combatant whose initiative only ever changes through the clock. Its own roll goes through
 * the Combat, which rolls as the rule set says; any other write of its score (the tracker's
 * field, "Clear Initiative", a module) is taken out of the update and asked of the clock.
 */
export class TurnwrightCombatant extends Combatant {
  override async rollInitiative(): Promise<this> {
    const combat = this.combat;
    if (combat !== null && this.id !== null) await combat.rollInitiative([this.id]);
    return this;
  }

  protected override async _preUpdate(changed: Combatant.UpdateData, options: Combatant.Database.PreUpdateOptions, user: User.Stored): Promise<boolean | void> {
    const combat = this.parent;
    const stray = combat instanceof TurnwrightCombat && this.id !== null ? takeStrayInitiative(changed, options, this._source.type) : null;
    if (stray !== null && this.id !== null) {
      void combat?.typedInitiative(this.id, stray.score);
      if (!stray.rest) return false;
    }
    return super._preUpdate(changed, options, user);
  }
}
