import type { ScriptStep } from "../../engine/script/ScriptStep";
import type { PhasesFighter } from "./fighter";
import { distanceBetween, strikeDistance, withinStrike } from "./reach";

/**
 * What an unscripted character does in its Phase: a Stunned one spends it recovering; a prone
 * one stands, then strikes (or closes in); anyone else strikes. On a map, a target out of reach
 * is closed on first: a half move and the blow when half its movement gets there, else a full
 * move. The target is the fight's choice (`FightContext.target`), by the character's targeting
 * among those it may attack (`attackable` in reach.ts: those within its strike, when any is),
 * asked of `aim` only when the plan needs it. A Stunned character recovers whatever its script
 * says, since it can do nothing else.
 */
export function plannedActions(fighter: PhasesFighter, step: ScriptStep | undefined, aim: () => PhasesFighter | undefined): readonly string[] {
  if (fighter.conditions.stunned) return ["recoverFromStun"];
  if (step !== undefined) return step.actions;
  const target = aim();
  const inReach = target === undefined || withinStrike(fighter, target);
  // Standing up is a move action: what is left is the blow, or a half move toward it.
  if (fighter.conditions.prone) return ["standUp", inReach ? "strike" : "halfMove"];
  return inReach || target === undefined ? ["strike"] : closeIn(fighter, target);
}

function closeIn(fighter: PhasesFighter, target: PhasesFighter): string[] {
  const gap = (distanceBetween(fighter, target) ?? 0) - strikeDistance(fighter);
  return gap <= Math.floor(fighter.actor.movement / 2) ? ["halfMove", "strike"] : ["fullMove"];
}
