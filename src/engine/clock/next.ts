import type { ClockResult } from "./ClockResult";
import type { ClockShape } from "./ClockShape";
import type { ClockState } from "./ClockState";
import { endInterrupt, moveOn } from "./advance";
import type { ClockHappening } from "./happenings";
import { commit } from "./history";
import { workingState } from "./inPlace";
import { refusals } from "./refusals";
import { when } from "./when";

/**
 * Ends the current turn (or out-of-turn action, or Post-Turn) and moves to the next turn,
 * through the ends and starts of steps and rounds on the way.
 */
export function next(shape: ClockShape, state: ClockState): ClockResult {
  if (state.stage === "awaiting-initiative") return refusals.needsInitiative();
  const d = workingState(shape, state);
  const happened: ClockHappening[] = [];
  let stop;
  if (d.interrupt !== null) {
    stop = endInterrupt(shape, d, happened, "refuse");
  } else {
    if (d.acting.length > 0 && shape.quiet !== true) happened.push({ type: "turn-end", ids: d.acting, when: when(d) });
    // A walk that stalls is undone: the refusal leaves a state that changes in place as it was.
    stop = moveOn(shape, d, happened);
  }
  if (stop === "stalled") return refusals.nobodyCanAct();
  return commit(state, d, happened, "next");
}
