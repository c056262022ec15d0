import type { DurationUnit } from "../../engine/effects/DurationUnit";

const K = "TURNWRIGHT.Duration.Unit";

/** The units an action-points effect lasts in: rounds and the passes they are walked in (the rules give them no length in seconds). */
export const AP_DURATIONS: readonly DurationUnit[] = [
  { id: "rounds", label: `${K}.rounds`, measure: "rounds", size: 1 },
  { id: "passes", label: `${K}.passes`, measure: "steps", size: 1 },
  { id: "end-of-round", label: `${K}.endOfRound`, measure: "end-of-round", size: 1 },
  { id: "next-turn", label: `${K}.nextTurn`, measure: "next-turn", size: 1 },
];
