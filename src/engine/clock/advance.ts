import type { ClockShape } from "./ClockShape";
import { draftOf, type Draft } from "./draft";
import type { ClockHappening } from "./happenings";
import { actorsAt, NOBODY, recordsInUse } from "./slot";
import { beginRound, finishRound, followStep } from "./steps";
import { when } from "./when";

export type Stop = "turn" | "post-turn" | "awaiting-initiative" | "stalled";

/** Walks on within the current step to the next group with somebody to act; false when the step is spent. */
export function advanceInStep(shape: ClockShape, d: Draft, happened: ClockHappening[]): boolean {
  const asks = recordsInUse(d);
  for (let index = d.turn + 1; index < d.sequence.length; index++) {
    d.turn = index;
    const actors = actorsAt(shape, d, d.sequence[index] ?? [], happened, asks);
    if (actors.length > 0) {
      d.acting = actors;
      return true;
    }
  }
  return false;
}

function turnStarted(d: Draft, happened: ClockHappening[]): "turn" {
  happened.push({ type: "turn-start", ids: d.acting, outOfTurn: false, when: when(d) });
  return "turn";
}

/**
 * `moveOn` once the current step is spent: on across steps and rounds to the next turn,
 * stopping early at a Post-Turn or where initiative is wanted. Two round ends without a turn
 * mean nobody can act at all: the walk stops there as `stalled` rather than going round for ever.
 */
function walkOn(shape: ClockShape, d: Draft, happened: ClockHappening[]): Stop {
  let roundsEnded = 0;
  for (;;) {
    const followed = followStep(shape, d, happened);
    if (followed === "post-turn") return "post-turn";
    if (followed === "round-over") {
      roundsEnded += 1;
      if (finishRound(shape, d, happened) === "awaiting-initiative") return "awaiting-initiative";
      if (roundsEnded >= 2) return "stalled";
      beginRound(shape, d, happened);
    }
    if (advanceInStep(shape, d, happened)) return turnStarted(d, happened);
  }
}

/**
 * Walks from the current place to the next turn, across steps and rounds. When nobody could act,
 * the clock is left where the walk began, and the walk says `stalled`: an operation that must not
 * fail (a combatant knocked out, a token deleted) stays there with nobody acting, one that refuses
 * (`next`) is left unchanged, also where it changes its state in place.
 */
export function moveOn(shape: ClockShape, d: Draft, happened: ClockHappening[]): Stop {
  // A walk within the step cannot stall, and most find the next turn there: the whole draft is
  // copied, to go back to, only for a walk that leaves the step. Within it, the walk moves only
  // the turn, who acts, holds and forfeits.
  const { turn, acting, holds, forfeits } = d;
  const mark = happened.length;
  d.acting = NOBODY;
  if (advanceInStep(shape, d, happened)) return turnStarted(d, happened);
  // Copied field by field, in the draft's own shape, then the four parts put back: a spread
  // that overwrites keys is the slow path, and a clock of passes leaves its step at every pass.
  const before = draftOf(d);
  before.turn = turn;
  before.acting = acting;
  before.holds = holds;
  before.forfeits = forfeits;
  const stop = walkOn(shape, d, happened);
  if (stop === "stalled") {
    Object.assign(d, before);
    happened.length = mark;
  }
  return stop;
}

/** Ends an out-of-turn action: the turn it broke into goes on, or the walk moves to the next turn. */
export function endInterrupt(shape: ClockShape, d: Draft, happened: ClockHappening[], onStall: "refuse" | "stay"): Stop {
  const interrupt = d.interrupt;
  if (interrupt === null) return "turn";
  d.interrupt = null;
  const loud = shape.quiet !== true;
  if (loud) happened.push({ type: "turn-end", ids: [interrupt.id], when: when(d) });
  if (interrupt.resumes && d.acting.length > 0) {
    if (loud) happened.push({ type: "turn-resume", ids: d.acting, when: when(d) });
    return "turn";
  }
  const stop = moveOn(shape, d, happened);
  // A refused walk leaves the out-of-turn action under way, as the operation found it.
  if (stop === "stalled" && onStall === "refuse") d.interrupt = interrupt;
  return stop;
}

/** One combatant's part of the current turn is over; when nobody of it is left, the walk moves on. */
export function leaveTurn(shape: ClockShape, d: Draft, happened: ClockHappening[], id: string): void {
  d.acting = d.acting.filter((other) => other !== id);
  if (shape.quiet !== true) happened.push({ type: "turn-end", ids: [id], when: when(d) });
  if (d.acting.length === 0 && d.interrupt === null) moveOn(shape, d, happened);
}
