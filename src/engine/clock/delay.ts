import type { ClockResult } from "./ClockResult";
import type { ClockShape } from "./ClockShape";
import type { ClockState } from "./ClockState";
import { leaveTurn } from "./advance";
import { draftOf, withEntry } from "./draft";
import { combatantIn, isOwnTurn, isRefusal, turnUnderWay, unsupported } from "./guards";
import type { ClockHappening } from "./happenings";
import { commit } from "./history";
import { refusals } from "./refusals";

/**
 * The combatant takes no action at its place and holds it to `act` later. Its turn ends now; the
 * hold lasts until its own place in the order comes round again.
 */
export function delay(shape: ClockShape, state: ClockState, id: string): ClockResult {
  const refused = unsupported(shape, "delay") ?? turnUnderWay(state, "delay");
  if (refused !== null) return refused;
  const combatant = combatantIn(state, id);
  if (isRefusal(combatant)) return combatant;
  if (!isOwnTurn(state, id)) return refusals.notYourTurn(id, "delay");
  const d = draftOf(state);
  const happened: ClockHappening[] = [];
  d.holds = withEntry(d.holds, id, { kind: "delay", trigger: null, since: d.steps });
  leaveTurn(shape, d, happened, id);
  return commit(state, d, happened, "delay");
}
