import type { ScriptStep } from "../../engine/scenario/ScenarioSchema";
import { isStanding, type PhasesFighter } from "./fighter";

/**
 * What an unscripted character does in its Phase: a Stunned one spends it recovering; a prone
 * one stands, then strikes; anyone else strikes. A Stunned character does that whatever its
 * script says, since it can do nothing else.
 */
export function plannedActions(fighter: PhasesFighter, step: ScriptStep | undefined): readonly string[] {
  if (fighter.conditions.stunned) return ["recoverFromStun"];
  if (step !== undefined) return step.actions;
  return fighter.conditions.prone ? ["standUp", "strike"] : ["strike"];
}

/** The scripted target while it stands, else the first enemy still standing. */
export function chooseTarget(fighter: PhasesFighter, everyone: readonly PhasesFighter[], step: ScriptStep | undefined): PhasesFighter | undefined {
  if (step?.target !== undefined) {
    const named = everyone.find((other) => other.id === step.target);
    if (named !== undefined && isStanding(named)) return named;
  }
  return everyone.find((other) => other.side !== fighter.side && isStanding(other));
}
