import { EMPTY_SLOT_BUDGET, spendSlot } from "../../engine/budget/SlotBudget";
import { passesGates } from "../../engine/budget/SubtypeGate";
import type { ScriptedFight, ScriptPlace, ScriptWarning, WeaponNeed } from "../../engine/script/ScriptWarning";
import { d100Action, type D100Action } from "./actions";
import { weaponFor, weaponForAction } from "./attack";
import { conditionBans, type D100Fighter } from "./fighter";
import { D100_BUDGET } from "./turnBudget";

/** What each refusal of `weaponFor` says the weapon lacks. */
const LACKS: Readonly<Record<string, WeaponNeed>> = {
  "no-single-shot": "single-shot",
  "no-semi-auto": "semi-auto",
  "no-full-auto": "full-auto",
};

/** Why the turn would refuse the attack for want of gear, as a warning; null when the gear serves. */
function unfit(fighter: D100Fighter, action: D100Action, place: ScriptPlace): ScriptWarning | null {
  if (action.attack === undefined) return null;
  const weapon = weaponForAction(fighter, action);
  if (weapon === undefined)
    return { ...place, code: "unfit-action", action: action.id, needs: action.attack.weapon === "melee" ? "melee-weapon" : "ranged-weapon", weapon: null };
  const suits = weaponFor(action, weapon);
  if (suits.ok) return null;
  return {
    ...place,
    code: "unfit-action",
    action: action.id,
    needs: LACKS[suits.refusal.code] ?? (weapon.class === "melee" ? "ranged-weapon" : "melee-weapon"),
    weapon: weapon.name,
  };
}

/**
 * What the turn would refuse of a step before the first die: an attack the gear cannot make (a
 * burst with no gun, a charge with no blade, a burst from a gun without that rate of fire), and
 * an action the turn's budget has no room for after the step's earlier ones (two Standard
 * Attacks, a Half Action after a Full one). Asked the turn's own questions in the turn's order
 * (the weapon the turn would pick and `weaponFor`, then `spendSlot` on a fresh turn), so it warns
 * of exactly what the fight refuses. An action refused for its gear costs nothing, as in the turn.
 */
export function d100ScriptWarnings(fight: ScriptedFight<D100Fighter>): ScriptWarning[] {
  const warnings: ScriptWarning[] = [];
  for (const { fighter, script, step } of fight.steps) {
    const place = { combatant: fighter.id, script, round: step.round };
    const warnedUnfit = new Set<string>();
    let budget = EMPTY_SLOT_BUDGET;
    const paid: string[] = [];
    for (const id of step.actions) {
      const action = d100Action(id);
      // What conditions forbid (an Immobilised character's Move) the turn refuses before the budget too.
      if (action === undefined || !passesGates(action, conditionBans(fighter)).ok) continue;
      const gear = unfit(fighter, action, place);
      if (gear !== null) {
        if (!warnedUnfit.has(id)) warnings.push(gear);
        warnedUnfit.add(id);
        continue;
      }
      const spent = spendSlot(D100_BUDGET, budget, action);
      if (!spent.ok) {
        warnings.push({ ...place, code: "over-budget", action: id, after: [...paid], repeated: spent.refusal.code === "kind-repeated" });
        continue;
      }
      budget = spent.value;
      paid.push(id);
    }
  }
  return warnings;
}
