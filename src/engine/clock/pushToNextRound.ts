import type { ClockResult } from "./ClockResult";
import type { ClockShape } from "./ClockShape";
import type { ClockState } from "./ClockState";
import { leaveTurn } from "./advance";
import { draftOf, withEntry } from "./draft";
import type { ClockHappening } from "./happenings";
import { commit } from "./history";
import { pushable } from "./pushGuard";

/**
 * The GM makes a slow player's combatant miss this round: its actions are put off to the next
 * round, where it acts at its usual place, once. Pushed on its own turn, the turn passes on.
 */
export function pushToNextRound(shape: ClockShape, state: ClockState, id: string): ClockResult {
  const index = pushable(shape, state, id);
  if (typeof index !== "number") return index;
  const d = draftOf(state);
  const happened: ClockHappening[] = [];
  d.pushed = withEntry(d.pushed, id, "next-round");
  if (d.acting.includes(id)) leaveTurn(shape, d, happened, id);
  return commit(state, d, happened, "pushToNextRound");
}
