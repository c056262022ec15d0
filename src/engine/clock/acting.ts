import type { ClockPresent } from "./ClockState";

/** Who is acting this moment: the one acting out of turn, else the current turn's actors. */
export function acting(state: ClockPresent): readonly string[] {
  return state.interrupt === null ? state.acting : [state.interrupt.id];
}
