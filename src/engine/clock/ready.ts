import type { ClockResult } from "./ClockResult";
import type { ClockShape } from "./ClockShape";
import type { ClockState } from "./ClockState";
import { draftOf, withEntry } from "./draft";
import { combatantIn, isOwnTurn, isRefusal, turnUnderWay, unsupported } from "./guards";
import { commit } from "./history";
import { refusals } from "./refusals";

/**
 * Readies an action against a condition (`trigger`, the player's own words). Readying is itself
 * an action, so the turn goes on (a move may follow); `act` fires it before its own place
 * comes round again.
 */
export function ready(shape: ClockShape, state: ClockState, id: string, trigger: string): ClockResult {
  const refused = unsupported(shape, "ready") ?? turnUnderWay(state, "ready an action");
  if (refused !== null) return refused;
  const combatant = combatantIn(state, id);
  if (isRefusal(combatant)) return combatant;
  if (!isOwnTurn(state, id)) return refusals.notYourTurn(id, "ready an action");
  if (trigger.trim().length === 0) return refusals.missingTrigger();
  const d = draftOf(state);
  d.holds = withEntry(d.holds, id, { kind: "ready", trigger: trigger.trim(), since: d.steps });
  return commit(state, d, [], "ready");
}
