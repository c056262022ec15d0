import type { ScriptStep } from "../../engine/script/ScriptStep";
import type { LuckUse } from "./luck";
import { canAct, type WoundLevel } from "./woundLevel";

export interface PlannedTurn {
  readonly declare: number;
  readonly actions: readonly string[];
}

/** The unscripted turn, built once: nearly every turn of a study asks for it, and it is readonly. */
const POLICY_TURN: PlannedTurn = { declare: 1, actions: ["attack"] };

/**
 * What an unscripted combatant does: declares one action (no penalty) and attacks the enemy its
 * targeting chooses (the fight's choice: `FightContext.target`). A script says the actions, and how many it declares (as many as it lists
 * when it does not say).
 */
export function plannedTurn(step: ScriptStep | undefined): PlannedTurn {
  if (step === undefined) return POLICY_TURN;
  return { declare: step.declare ?? Math.max(1, step.actions.length), actions: step.actions };
}

/** A script's `spend` names the uses; with none, only Character Points to stay standing. */
export function wantsPoints(step: ScriptStep | undefined, use: LuckUse): boolean {
  return step?.spend?.includes(use) ?? false;
}

/** Character Points on the resistance roll: where the script says, or unscripted when the blow would take the character down. */
export function spendsOnResistance(step: ScriptStep | undefined, wouldTake: WoundLevel): boolean {
  if (step?.spend !== undefined) return step.spend.includes("resist");
  return !canAct(wouldTake);
}
