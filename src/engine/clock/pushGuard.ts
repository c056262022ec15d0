import type { ClockRefused } from "./ClockResult";
import type { ClockShape } from "./ClockShape";
import type { ClockState } from "./ClockState";
import { groupIndexOf } from "./groups";
import { combatantIn, isRefusal, turnUnderWay, unsupported } from "./guards";
import { refusals } from "./refusals";
import { ownEntry } from "../idRecord";

/**
 * Where the combatant to be pushed stands in this round's walk, or why it cannot be pushed: it
 * must still have this round's turn ahead of it or under way.
 */
export function pushable(shape: ClockShape, state: ClockState, id: string): number | ClockRefused {
  const refused = unsupported(shape, "push") ?? turnUnderWay(state, "be pushed");
  if (refused !== null) return refused;
  const combatant = combatantIn(state, id);
  if (isRefusal(combatant)) return combatant;
  if (state.interrupt !== null) return refusals.interruptUnderWay(state.interrupt.id);
  if (ownEntry(state.pushed, id) !== undefined) return refusals.alreadyPushed(id);
  const index = groupIndexOf(state.sequence, id);
  if (index < 0 || index < state.turn || (index === state.turn && !state.acting.includes(id))) return refusals.alreadyActed(id);
  return index;
}
