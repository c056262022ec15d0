import type { ClockResult } from "./ClockResult";
import type { ClockShape } from "./ClockShape";
import type { ClockState } from "./ClockState";
import { moveOn } from "./advance";
import type { Draft } from "./draft";
import type { ClockHappening } from "./happenings";
import { rewriteHistory } from "./history";
import { refusals } from "./refusals";
import { withoutCombatant } from "./withoutCombatant";
import { when } from "./when";
import { ownEntry } from "../idRecord";

/**
 * Someone leaves the fight (a token deleted, a foe fled). If it was acting, the turn moves on.
 * Not an undoable step: it is removed from the whole history too, and a past moment that was
 * its own turn is dropped, so going back never brings it back.
 */
export function removeCombatant(shape: ClockShape, state: ClockState, id: string): ClockResult {
  if (ownEntry(state.combatants, id) === undefined) return refusals.unknown(id);
  const { history: _history, ...current } = state;
  const removed = withoutCombatant(current, id);
  // Its history is rewritten below; the draft's is only there to make it a whole draft.
  const d: Draft = { ...removed.present, history: state.history };
  const happened: ClockHappening[] = [];
  const resumed = state.interrupt?.id === id && state.interrupt.resumes && d.acting.length > 0;
  if (resumed) {
    if (shape.quiet !== true) happened.push({ type: "turn-resume", ids: d.acting, when: when(d) });
  } else if (removed.stranded) moveOn(shape, d, happened);
  const history = rewriteHistory(state, d, (past) => {
    const changed = withoutCombatant(past, id);
    return changed.stranded ? null : changed.present;
  });
  return { ok: true, state: history, happened };
}
