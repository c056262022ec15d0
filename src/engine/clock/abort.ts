import type { ClockResult } from "./ClockResult";
import type { ClockShape } from "./ClockShape";
import type { ClockState } from "./ClockState";
import { combatantIn, isRefusal, turnUnderWay, unsupported } from "./guards";
import type { ClockHappening } from "./happenings";
import { commit } from "./history";
import { changesInPlace, entrySet, workingState } from "./inPlace";
import { refusals } from "./refusals";
import { when } from "./when";
import { ownEntry } from "../idRecord";

/**
 * Acts now, out of turn, to defend, at the cost of the combatant's next place in the order:
 * later this Phase if it has not acted yet, else in the following Phase. Its initiative does
 * not change, and it cannot abort again until that place has come and gone.
 */
export function abort(shape: ClockShape, state: ClockState, id: string): ClockResult {
  const refused = unsupported(shape, "abort") ?? turnUnderWay(state, "abort");
  if (refused !== null) return refused;
  const combatant = combatantIn(state, id);
  if (isRefusal(combatant)) return combatant;
  if (state.interrupt !== null) return refusals.interruptUnderWay(state.interrupt.id);
  if (state.acting.includes(id)) return refusals.alreadyActing(id);
  if (ownEntry(state.holds, id) !== undefined) return refusals.holding(id);
  if (!combatant.canAct) return refusals.cannotAct(id);
  if (state.step?.kind === "surprise" && !combatant.aware) return refusals.unaware(id);
  if (ownEntry(state.forfeits, id) === true) return refusals.alreadyAborted(id);
  const d = workingState(shape, state);
  const happened: ClockHappening[] = [];
  d.forfeits = entrySet(changesInPlace(shape, d), d.forfeits, id, true);
  d.interrupt = { id, resumes: d.acting.length > 0 };
  happened.push({ type: "turn-start", ids: [id], outOfTurn: true, when: when(d) });
  return commit(state, d, happened, "abort");
}
