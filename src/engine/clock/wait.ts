import type { ClockResult } from "./ClockResult";
import type { ClockShape } from "./ClockShape";
import type { ClockState } from "./ClockState";
import { endInterrupt, leaveTurn } from "./advance";
import { draftOf, withEntry } from "./draft";
import { combatantIn, isOwnTurn, isRefusal, turnUnderWay, unsupported } from "./guards";
import type { ClockHappening } from "./happenings";
import { commit } from "./history";
import { refusals } from "./refusals";
import { ownEntry } from "../idRecord";

/**
 * The d6 wait: spends one of the declared actions to stop and watch, keeping the right to
 * interrupt someone later this round with `act`. It may follow an interruption too (act, wait,
 * act again), as long as declared actions remain for the waits.
 */
export function wait(shape: ClockShape, state: ClockState, id: string): ClockResult {
  const refused = unsupported(shape, "wait") ?? turnUnderWay(state, "wait");
  if (refused !== null) return refused;
  const combatant = combatantIn(state, id);
  if (isRefusal(combatant)) return combatant;
  const interrupting = state.interrupt?.id === id;
  if (!interrupting && !isOwnTurn(state, id)) return refusals.notYourTurn(id, "wait");
  const declared = ownEntry(state.declared, id);
  if (declared === undefined) return refusals.notDeclared(id);
  if (declared.waits >= declared.count) return refusals.noActionsLeft(id, declared.count);
  const d = draftOf(state);
  const happened: ClockHappening[] = [];
  d.declared = withEntry(d.declared, id, { count: declared.count, waits: declared.waits + 1 });
  d.holds = withEntry(d.holds, id, { kind: "wait", trigger: null, since: d.steps });
  if (interrupting) endInterrupt(shape, d, happened, "stay");
  else leaveTurn(shape, d, happened, id);
  return commit(state, d, happened, "wait");
}
