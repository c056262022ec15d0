import type { ScriptStep } from "../../engine/scenario/ScenarioSchema";
import { isStanding, type PhasesFighter } from "./fighter";
import { distanceBetween, strikeDistance, withinStrike } from "./reach";

/**
 * What an unscripted character does in its Phase: a Stunned one spends it recovering; a prone
 * one stands, then strikes (or closes in); anyone else strikes. On a map, a target out of reach is closed on
 * first: a half move and the blow when half its movement gets there, else a full move. A
 * Stunned character recovers whatever its script says, since it can do nothing else.
 */
export function plannedActions(fighter: PhasesFighter, step: ScriptStep | undefined, everyone: readonly PhasesFighter[]): readonly string[] {
  if (fighter.conditions.stunned) return ["recoverFromStun"];
  if (step !== undefined) return step.actions;
  const target = chooseTarget(fighter, everyone, step);
  const inReach = target === undefined || withinStrike(fighter, target);
  // Standing up is a move action: what is left is the blow, or a half move toward it.
  if (fighter.conditions.prone) return ["standUp", inReach ? "strike" : "halfMove"];
  return inReach || target === undefined ? ["strike"] : closeIn(fighter, target);
}

function closeIn(fighter: PhasesFighter, target: PhasesFighter): string[] {
  const gap = (distanceBetween(fighter, target) ?? 0) - strikeDistance(fighter);
  return gap <= Math.floor(fighter.actor.movement / 2) ? ["halfMove", "strike"] : ["fullMove"];
}

/**
 * The scripted target while it stands, else the nearest enemy still standing (the first in
 * the scenario's order among the equally near; without a map, simply the first).
 */
export function chooseTarget(fighter: PhasesFighter, everyone: readonly PhasesFighter[], step: ScriptStep | undefined): PhasesFighter | undefined {
  if (step?.target !== undefined) {
    const named = everyone.find((other) => other.id === step.target);
    if (named !== undefined && isStanding(named)) return named;
  }
  let nearest: PhasesFighter | undefined;
  let nearestDistance = Number.POSITIVE_INFINITY;
  for (const other of everyone) {
    if (other.side === fighter.side || !isStanding(other)) continue;
    const distance = distanceBetween(fighter, other) ?? 0;
    if (distance < nearestDistance) {
      nearest = other;
      nearestDistance = distance;
    }
  }
  return nearest;
}
