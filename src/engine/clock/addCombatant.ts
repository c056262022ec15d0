import type { ClockEntrant } from "./ClockEntrant";
import type { ClockResult } from "./ClockResult";
import type { ClockShape } from "./ClockShape";
import type { ClockState } from "./ClockState";
import { combatantOf, entrantProblem } from "./createClock";
import { rewriteHistory } from "./history";
import { refusals } from "./refusals";
import { withCombatant } from "./withCombatant";
import { ownEntry } from "../idRecord";

/**
 * Someone joins the fight. Not an undoable step: the whole history learns of the newcomer, so
 * going back never loses it. Where the order is set and kept it needs a score; where
 * initiative is rolled every round it joins at the next roll.
 */
export function addCombatant(shape: ClockShape, state: ClockState, entrant: ClockEntrant): ClockResult {
  const problem = entrantProblem(entrant);
  if (problem !== null) return refusals.invalidCombatant(problem);
  if (ownEntry(state.combatants, entrant.id) !== undefined) return refusals.duplicate(entrant.id);
  if (shape.initiative === "once" && state.round > 0 && entrant.score === undefined) return refusals.needsScore(entrant.id);
  const newcomer = combatantOf(entrant);
  const { history: _history, ...current } = state;
  const present = withCombatant(shape, current, newcomer);
  return { ok: true, state: rewriteHistory(state, present, (past) => withCombatant(shape, past, newcomer)), happened: [] };
}
