import type { ClockShape } from "../clock/ClockShape";
import type { ClockPresent } from "../clock/ClockState";
import type { ClockMark } from "./EffectDuration";
import type { DurationUnit } from "./DurationUnit";

/** The parts of a clock's state a duration reads: a stored clock or a mark of one. */
type ClockPlace = Pick<ClockPresent, "stage" | "round" | "steps" | "seconds" | "turn"> & {
  readonly step: { readonly kind: string; readonly number: number } | null;
};

/** Past every real step or turn: a place after all of a round, or of a step. */
const LAST = Number.MAX_SAFE_INTEGER;

/**
 * Where the clock stands within its round, as numbers compared in order: the step (the Surprise
 * Phase 0, Phase n, pass n, a plain round's walk 1, the Post-Turn after every Phase) and the turn.
 * Between rounds the clock is past all of the round it counts.
 */
function withinRound(place: ClockPlace): readonly [number, number] {
  if (place.stage === "awaiting-initiative") return [LAST, LAST];
  if (place.stage === "post-turn" || place.step === null) return [LAST, -1];
  return [place.step.number, place.turn];
}

function before(a: readonly number[], b: readonly number[]): boolean {
  for (let index = 0; index < a.length; index += 1) {
    const x = a[index] ?? 0;
    const y = b[index] ?? 0;
    if (x !== y) return x < y;
  }
  return false;
}

/** The bearer's place in this step's walk, or -1 when it has none. */
function placeOf(state: Pick<ClockPresent, "sequence">, bearer: string): number {
  return state.sequence.findIndex((group) => group.includes(bearer));
}

/** Where the clock stands, kept with an effect that begins now; `bearer` is the combatant that carries it, if any. */
export function clockMark(shape: ClockShape, state: ClockPresent, bearer: string | null): ClockMark {
  const at = bearer === null || state.stage !== "acting" ? -1 : placeOf(state, bearer);
  const plan = shape.round;
  const postTurnNext = state.stage === "acting" && plan.kind === "phases" && plan.postTurn && state.step?.kind === "phase" && state.step.number === plan.phases;
  return {
    stage: state.stage,
    round: state.round,
    step: state.step === null ? null : { kind: state.step.kind, number: state.step.number },
    steps: state.steps,
    seconds: state.seconds,
    turn: state.turn,
    ahead: at > state.turn,
    nextStep: state.steps + (postTurnNext ? 2 : 1),
  };
}

/**
 * Whether an effect that began at `start` and lasts `count` of `unit` is in force with the clock
 * at `now`. Worked out from the two places alone, never from what happened in between, so a
 * clock stepped back brings the effect back, and two readers of one clock always agree.
 * `bearer` is the combatant carrying it, for "until its next turn": over when its place in the
 * order comes round, later in the step it began in where it was still to come, else in the next
 * step with turns (a Post-Turn has none), whether or not it could act there; at the latest when
 * that step's walk is over.
 */
export function durationInForce(unit: DurationUnit, count: number, start: ClockMark, now: ClockPresent, bearer: string | null): boolean {
  switch (unit.measure) {
    case "rounds":
      return before([now.round, ...withinRound(now)], [start.round + count * unit.size, ...withinRound(start)]);
    case "steps":
      return before([now.steps, now.stage === "acting" ? now.turn : LAST], [start.steps + count * unit.size, start.stage === "acting" ? start.turn : -1]);
    case "seconds":
      return before([now.seconds, now.stage === "acting" ? now.turn : -1], [start.seconds + count * unit.size, start.stage === "acting" ? start.turn : -1]);
    case "end-of-round":
      return beforeRoundEnd(start, now, 1);
    case "round-ends":
      return beforeRoundEnd(start, now, count * unit.size);
    case "next-turn":
      return !turnCameRound(start, now, bearer);
  }
}

/**
 * Where the clock stands counted in half rounds: 2 × its round while the round is walked, one
 * more once it is over and initiative is awaited. It never goes back in a fight that never steps
 * back, so an effect's first possible end (`surelyInForceBefore`) is looked for once.
 */
export function roundHalves(now: Pick<ClockPresent, "stage" | "round">): number {
  return 2 * now.round + (now.stage === "awaiting-initiative" ? 1 : 0);
}

/**
 * The clock's place in half rounds (`roundHalves`) before which an effect that began at `start`
 * is in force whatever the rest of the clock says: a fight looks through its effects only once
 * the earliest of these is reached. A measure that can end within any round (steps, seconds, a
 * bearer's next turn) has none: it is looked at every time.
 */
export function surelyInForceBefore(unit: DurationUnit, count: number, start: ClockMark): number {
  switch (unit.measure) {
    case "rounds":
      // In force while its round is not reached (`durationInForce` compares the round first).
      return 2 * (start.round + count * unit.size);
    case "end-of-round":
      return beforeRoundEndUntil(start, 1);
    case "round-ends":
      return beforeRoundEndUntil(start, count * unit.size);
    case "steps":
    case "seconds":
    case "next-turn":
      return Number.NEGATIVE_INFINITY;
  }
}

/** `beforeRoundEnd`'s last round as half rounds: in force through its walk, over once initiative is awaited after it. */
function beforeRoundEndUntil(start: ClockMark, ends: number): number {
  const last = lastRoundBeforeEnd(start, ends);
  // A last round that is no whole number is never the clock's own: in force only below it.
  return Number.isInteger(last) ? 2 * last + 1 : 2 * Math.ceil(last);
}

/** The round whose end is the `ends`th the effect waits for; begun between rounds, the first is the next round's. */
function lastRoundBeforeEnd(start: ClockMark, ends: number): number {
  const first = start.stage === "awaiting-initiative" ? start.round + 1 : start.round;
  return first + ends - 1;
}

/** Whether fewer than `ends` rounds' ends have passed since `start`; begun between rounds, the first is the next round's. */
function beforeRoundEnd(start: ClockMark, now: ClockPresent, ends: number): boolean {
  const last = lastRoundBeforeEnd(start, ends);
  return now.round < last || (now.round === last && now.stage !== "awaiting-initiative");
}

function turnCameRound(start: ClockMark, now: ClockPresent, bearer: string | null): boolean {
  if (now.steps > start.steps && start.ahead) return true;
  if (now.steps > start.nextStep) return true;
  const at = bearer === null || now.stage !== "acting" ? -1 : placeOf(now, bearer);
  const reached = at !== -1 && at <= now.turn;
  // The step it began in: over once the bearer's place, still ahead then, has come, or the walk is done.
  if (now.steps === start.steps) return start.ahead && (now.stage !== "acting" || (reached && now.turn > start.turn));
  if (now.steps < start.nextStep) return false;
  return reached || now.stage !== "acting";
}
