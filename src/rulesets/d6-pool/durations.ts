import type { DurationUnit } from "../../engine/effects/DurationUnit";

const K = "TURNWRIGHT.Duration.Unit";

/**
 * The units a d6-pool effect lasts in: rounds of 5 seconds, and seconds; and rounds' ends, which a
 * stun is counted in (it holds to the end of the next round: 2 of them).
 */
export const D6_DURATIONS: readonly DurationUnit[] = [
  { id: "rounds", label: `${K}.rounds`, measure: "rounds", size: 1 },
  { id: "seconds", label: `${K}.seconds`, measure: "seconds", size: 1 },
  { id: "end-of-round", label: `${K}.endOfRound`, measure: "end-of-round", size: 1 },
  { id: "round-ends", label: `${K}.roundEnds`, measure: "round-ends", size: 1 },
  { id: "next-turn", label: `${K}.nextTurn`, measure: "next-turn", size: 1 },
];
