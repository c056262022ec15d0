import type { ScriptedFight, ScriptWarning } from "../../engine/script/ScriptWarning";
import type { FightWarning, WholeFight } from "../../engine/script/FightWarning";
import { attackCost } from "./actionCosts";
import { evOf, isStanding, weaponInHand, type ApFighter } from "./fighter";

/** What a surprised combatant may still do in round 1, the round its ambushers have the drop. */
const WHILE_SURPRISED: readonly string[] = ["fullDefense", "pass"];

/**
 * A surprised combatant's round-1 step that asks more than one defence: its ambushers have the
 * drop, so the turn refuses anything but Full Defense, and the surprised are out of the round's
 * passes after their first action, so nothing after it runs. Names the first action lost.
 */
export function apScriptWarnings(fight: ScriptedFight<ApFighter>): ScriptWarning[] {
  const warnings: ScriptWarning[] = [];
  for (const { fighter, script, step } of fight.steps) {
    if (step.round !== 1 || !fight.surprised(fighter.id)) continue;
    const [first, second] = step.actions;
    const lost = first !== undefined && !WHILE_SURPRISED.includes(first) ? first : second;
    if (lost !== undefined) warnings.push({ code: "surprised-defends-only", combatant: fighter.id, script, round: step.round, action: lost });
  }
  return warnings;
}

/**
 * An unscripted combatant whose AP, full at every round's start, never pay for an attack with the
 * weapon in its hand (its AP and the EV it carries): the policy passes it round after round, and
 * a fight of such fighters is passes to the round limit.
 */
export function apFightWarnings(fight: WholeFight<ApFighter>): FightWarning[] {
  return fight.fighters.flatMap((fighter) => {
    if (fight.scripted(fighter.id) || !isStanding(fighter)) return [];
    const weapon = weaponInHand(fighter);
    const cost = attackCost(weapon.ap, evOf(fighter), false);
    const points = fighter.actor.actionPoints.max;
    return cost > points ? [{ code: "cannot-pay", combatant: fighter.id, points, cost, weapon: weapon.name }] : [];
  });
}
