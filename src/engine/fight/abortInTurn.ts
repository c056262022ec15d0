import { abort } from "../clock/abort";
import type { ClockShape } from "../clock/ClockShape";
import type { ClockState } from "../clock/ClockState";
import { next } from "../clock/next";
import { upcoming } from "../clock/upcoming";
import type { Forfeit } from "../events";
import { refuse, type Refusal } from "../Refusal";

export type AbortStart = { readonly ok: true; readonly state: ClockState; readonly forfeits: Forfeit } | { readonly ok: false; readonly refusal: Refusal };

/**
 * The clock's abort for `id` while someone else's turn is under way, and which place it costs:
 * its own place later in this step if that is still to come, else its place in the next.
 */
export function startAbort(shape: ClockShape, clock: ClockState, id: string): AbortStart {
  // Ending an abort resumes the turn it broke into; with none under way, ending it would walk
  // the clock on behind the runner's back.
  if (clock.acting.length === 0)
    return refuse("no-turn-now", `${id} cannot abort now: an abort breaks into someone's turn, and none is under way.`, { combatant: id });
  const placeAhead = upcoming(shape, clock).some((group) => group.includes(id));
  const started = abort(shape, clock, id);
  if (!started.ok) return started;
  return { ok: true, state: started.state, forfeits: placeAhead ? "this-step" : "next-step" };
}

/**
 * The aborting combatant's out-of-turn action is over and the interrupted turn goes on. The
 * clock's happenings here only close the abort and resume that turn, so the runner has
 * nothing to log from them.
 */
export function endAbort(shape: ClockShape, clock: ClockState): ClockState {
  const ended = next(shape, clock);
  if (!ended.ok) throw new Error(`The clock refused to end an abort: ${ended.refusal.message}`);
  return ended.state;
}
