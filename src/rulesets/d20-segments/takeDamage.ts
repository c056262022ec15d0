import type { FightContext } from "../../engine/fight/FightContext";
import { damageDice } from "../../engine/dice/damageDice";
import { damageSteps, damageTaken } from "./damage";
import { fighterDraft, type D20Fighter, type NamedWeapon } from "./fighter";

/**
 * A weapon's damage rolled on `victimId` (doubled when critical, less its armour) and taken off
 * its hit points; `standing` names the result while the victim stays up, "down" once it falls.
 * The log says each step from the roll to the damage, and the armour's share as `soak`.
 */
export function takeDamage(context: FightContext<D20Fighter>, weapon: NamedWeapon, victimId: string, critical: boolean, standing: string): void {
  const rolled = context.roll(damageDice(weapon.damage)).total;
  const victim = context.fighter(victimId);
  const amount = damageTaken(rolled, critical, victim.armour);
  const hitPoints = victim.hitPoints - amount;
  const hurt = fighterDraft(victim);
  hurt.hitPoints = hitPoints;
  context.replace(hurt);
  if (context.listening) {
    const adjustments = damageSteps(rolled, critical, victim.armour);
    const soak = adjustments.reduce((taken, step) => (step.op === "less" ? taken + step.by : taken), 0);
    context.emit({ type: "damage", target: victimId, amount, result: hitPoints > 0 ? standing : "down", raw: rolled, soak, adjustments });
  }
}
