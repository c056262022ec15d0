import type { ClockResult } from "./ClockResult";
import type { ClockShape } from "./ClockShape";
import type { ClockState } from "./ClockState";
import { endInterrupt, leaveTurn } from "./advance";
import { combatantIn, isRefusal } from "./guards";
import { NOTHING_HAPPENED, type ClockHappening } from "./happenings";
import { commit } from "./history";
import { changesInPlace, entrySet, workingState } from "./inPlace";

/**
 * Marks a combatant able or unable to act (unconscious, immobilised, Down). One who becomes
 * unable during its own turn loses the rest of it; one who becomes able again acts from its next
 * place in the order on. Setting the value it already has changes nothing.
 */
export function setCanAct(shape: ClockShape, state: ClockState, id: string, canAct: boolean): ClockResult {
  const combatant = combatantIn(state, id);
  if (isRefusal(combatant)) return combatant;
  if (combatant.canAct === canAct) return { ok: true, state, happened: NOTHING_HAPPENED };
  const d = workingState(shape, state);
  const happened: ClockHappening[] = [];
  // One literal, in the field order every combatant is made in: a spread is another hidden class.
  const changed = { id: combatant.id, aware: combatant.aware, canAct, score: combatant.score, tiebreak: combatant.tiebreak };
  d.combatants = entrySet(changesInPlace(shape, d), d.combatants, id, changed);
  if (!canAct && d.interrupt?.id === id) endInterrupt(shape, d, happened, "stay");
  else if (!canAct && d.acting.includes(id)) leaveTurn(shape, d, happened, id);
  return commit(state, d, happened, "setCanAct");
}
