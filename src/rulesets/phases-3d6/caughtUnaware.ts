import type { FightContext } from "../../engine/fight/FightContext";
import type { PhasesFighter } from "./fighter";

/**
 * Unaware of its foes while the Surprise Phase lasts, by the scenario's surprise or the sheet's
 * condition: it loses 3 DCV and cannot abort to defend itself.
 */
export function caughtUnaware(context: FightContext<PhasesFighter>, fighter: PhasesFighter): boolean {
  return context.when.phase === 0 && (context.unaware(fighter.id) || fighter.conditions.unaware);
}
