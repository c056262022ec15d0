import type { ScriptStep } from "../../engine/script/ScriptStep";
import type { PhasesFighter } from "./fighter";
import { distanceBetween, strikeDistance, withinStrike } from "./reach";

/** The plans below, built once: every unscripted action of a study asks for one, and they are readonly. */
const PLANS = {
  recover: ["recoverFromStun"],
  standAndStrike: ["standUp", "strike"],
  standAndClose: ["standUp", "halfMove"],
  strike: ["strike"],
  closeAndStrike: ["halfMove", "strike"],
  close: ["fullMove"],
} as const satisfies Record<string, readonly string[]>;

/**
 * What an unscripted character does in its Phase: a Stunned one spends it recovering; a prone
 * one stands, then strikes (or closes in); anyone else strikes. On a map, a target out of reach
 * is closed on first: a half move and the blow when half its movement gets there, else a full
 * move. The target is the fight's choice (`FightContext.target`), by the character's targeting
 * among those it may attack (`attackable` in reach.ts: those within its strike, when any is).
 * A Stunned character recovers whatever its script says, since it can do nothing else.
 *
 * In two parts, so that the target is asked for only when the plan turns on it, with no
 * function made for every action to ask it: `plannedActions` answers the plans that need no
 * target (null where the plan does), `plannedAgainst` the rest, given the target.
 */
export function plannedActions(fighter: PhasesFighter, step: ScriptStep | undefined): readonly string[] | null {
  if (fighter.conditions.stunned) return PLANS.recover;
  if (step !== undefined) return step.actions;
  return null;
}

/** The unscripted plan against `target` (undefined when there is nobody to go for). */
export function plannedAgainst(fighter: PhasesFighter, target: PhasesFighter | undefined): readonly string[] {
  const inReach = target === undefined || withinStrike(fighter, target);
  // Standing up is a move action: what is left is the blow, or a half move toward it.
  if (fighter.conditions.prone) return inReach ? PLANS.standAndStrike : PLANS.standAndClose;
  return inReach || target === undefined ? PLANS.strike : closeIn(fighter, target);
}

function closeIn(fighter: PhasesFighter, target: PhasesFighter): readonly string[] {
  const gap = (distanceBetween(fighter, target) ?? 0) - strikeDistance(fighter);
  return gap <= Math.floor(fighter.actor.movement / 2) ? PLANS.closeAndStrike : PLANS.close;
}
