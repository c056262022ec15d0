import type { ScriptedFight } from "../../engine/scenario/scriptWarnings";
import type { ScriptWarning, WeaponNeed } from "../../engine/scenario/ScriptWarning";
import { d100Action } from "./actions";
import { weaponFor, weaponForAction } from "./attack";
import type { D100Fighter } from "./fighter";

/** What each refusal of `weaponFor` says the weapon lacks. */
const LACKS: Readonly<Record<string, WeaponNeed>> = {
  "no-single-shot": "single-shot",
  "no-semi-auto": "semi-auto",
  "no-full-auto": "full-auto",
};

/**
 * A scripted attack the combatant's gear cannot make: a burst with no gun, a charge with no
 * blade, a burst from a gun without that rate of fire. Asked of the same weapon the turn would
 * pick, so it warns of exactly what the turn would refuse.
 */
export function d100ScriptWarnings(fight: ScriptedFight<D100Fighter>): ScriptWarning[] {
  const warnings: ScriptWarning[] = [];
  for (const { fighter, script, step } of fight.steps) {
    for (const id of new Set(step.actions)) {
      const action = d100Action(id);
      if (action?.attack === undefined) continue;
      const place = { combatant: fighter.id, script, round: step.round, action: id };
      const weapon = weaponForAction(fighter, action);
      if (weapon === undefined) {
        warnings.push({ ...place, code: "unfit-action", needs: action.attack.weapon === "melee" ? "melee-weapon" : "ranged-weapon", weapon: null });
        continue;
      }
      const suits = weaponFor(action, weapon);
      if (!suits.ok) warnings.push({ ...place, code: "unfit-action", needs: LACKS[suits.refusal.code] ?? (weapon.class === "melee" ? "ranged-weapon" : "melee-weapon"), weapon: weapon.name });
    }
  }
  return warnings;
}
