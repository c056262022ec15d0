import type { DurationUnit } from "../../engine/effects/DurationUnit";

const K = "TURNWRIGHT.Duration.Unit";

/**
 * The units a d20-segments effect lasts in: rounds of 15 seconds, segments of 6, and seconds; and
 * rounds' ends, which a botch's lost rounds are counted in (the rest of this round is the first).
 */
export const D20_DURATIONS: readonly DurationUnit[] = [
  { id: "rounds", label: `${K}.rounds`, measure: "rounds", size: 1 },
  { id: "segments", label: `${K}.segments`, measure: "seconds", size: 6 },
  { id: "seconds", label: `${K}.seconds`, measure: "seconds", size: 1 },
  { id: "end-of-round", label: `${K}.endOfRound`, measure: "end-of-round", size: 1 },
  { id: "round-ends", label: `${K}.roundEnds`, measure: "round-ends", size: 1 },
  { id: "next-turn", label: `${K}.nextTurn`, measure: "next-turn", size: 1 },
];
