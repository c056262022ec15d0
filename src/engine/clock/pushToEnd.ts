import type { ClockResult } from "./ClockResult";
import type { ClockShape } from "./ClockShape";
import type { ClockState } from "./ClockState";
import { leaveTurn } from "./advance";
import { draftOf, withEntry } from "./draft";
import { takeOut } from "./groups";
import type { ClockHappening } from "./happenings";
import { commit } from "./history";
import { pushable } from "./pushGuard";

/**
 * The GM sends a slow player's combatant to the end of this round's order; it keeps its
 * initiative for the rounds after. Pushed on its own turn, the turn passes on at once.
 */
export function pushToEnd(shape: ClockShape, state: ClockState, id: string): ClockResult {
  const index = pushable(shape, state, id);
  if (typeof index !== "number") return index;
  const d = draftOf(state);
  const happened: ClockHappening[] = [];
  const taken = takeOut(d.sequence, d.turn, id);
  d.sequence = [...taken.groups, [id]];
  d.turn = taken.turn;
  d.pushed = withEntry(d.pushed, id, "end");
  if (d.acting.includes(id)) leaveTurn(shape, d, happened, id);
  return commit(state, d, happened, "pushToEnd");
}
