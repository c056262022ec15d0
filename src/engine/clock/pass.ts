import type { ClockResult } from "./ClockResult";
import type { ClockShape } from "./ClockShape";
import type { ClockState } from "./ClockState";
import { leaveTurn } from "./advance";
import { combatantIn, isRefusal, turnUnderWay, unsupported } from "./guards";
import type { ClockHappening } from "./happenings";
import { commit } from "./history";
import { changesInPlace, entrySet, workingState } from "./inPlace";
import { refusals } from "./refusals";
import { ownEntry } from "../idRecord";

/**
 * The combatant cannot or will not act again this round: it is out of the remaining passes
 * (on its turn or not). The round ends when nobody is left in.
 */
export function pass(shape: ClockShape, state: ClockState, id: string): ClockResult {
  const refused = unsupported(shape, "pass") ?? turnUnderWay(state, "pass");
  if (refused !== null) return refused;
  const combatant = combatantIn(state, id);
  if (isRefusal(combatant)) return combatant;
  if (ownEntry(state.passed, id) === true) return refusals.alreadyPassed(id);
  const d = workingState(shape, state);
  const happened: ClockHappening[] = [];
  d.passed = entrySet(changesInPlace(shape, d), d.passed, id, true);
  if (d.acting.includes(id)) leaveTurn(shape, d, happened, id);
  return commit(state, d, happened, "pass");
}
