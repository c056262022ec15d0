import type { ClockResult } from "./ClockResult";
import type { ClockShape } from "./ClockShape";
import type { ClockState } from "./ClockState";
import { draftOf, withEntry } from "./draft";
import { combatantIn, isOwnTurn, isRefusal, turnUnderWay, unsupported } from "./guards";
import { commit } from "./history";
import { refusals } from "./refusals";
import { ownEntry } from "../idRecord";

/**
 * On its turn, the combatant says how many actions it will take this round (waits included);
 * the number is fixed once said and is forgotten at the round's end, used or not.
 */
export function declare(shape: ClockShape, state: ClockState, id: string, count: number): ClockResult {
  const refused = unsupported(shape, "declare") ?? turnUnderWay(state, "declare actions");
  if (refused !== null) return refused;
  const combatant = combatantIn(state, id);
  if (isRefusal(combatant)) return combatant;
  if (!isOwnTurn(state, id)) return refusals.notYourTurn(id, "declare actions");
  if (ownEntry(state.declared, id) !== undefined) return refusals.alreadyDeclared(id);
  if (!Number.isInteger(count) || count < 1) return refusals.invalidCount(count);
  const d = draftOf(state);
  d.declared = withEntry(d.declared, id, { count, waits: 0 });
  return commit(state, d, [], "declare");
}
