import type { ClockPresent } from "./ClockState";

/** Where in combat time an event happened; a clock without phases, segments or passes omits them. */
export interface When {
  readonly round: number;
  readonly phase?: number;
  readonly segment?: number;
  readonly pass?: number;
}

/** The moment the clock stands at, as log events carry it. The Surprise Phase is phase 0. */
export function when(state: ClockPresent): When {
  const step = state.step;
  const segment = state.segment;
  const kind = step?.kind;
  if (step !== null && (kind === "phase" || kind === "surprise")) {
    return segment === null ? { round: state.round, phase: step.number } : { round: state.round, phase: step.number, segment };
  }
  if (step !== null && kind === "pass")
    return segment === null ? { round: state.round, pass: step.number } : { round: state.round, pass: step.number, segment };
  // Plain rounds are the commonest moment by far; written without spreads, it costs one small object.
  return segment === null ? { round: state.round } : { round: state.round, segment };
}
