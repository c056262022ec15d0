import type { DurationUnit } from "../../engine/effects/DurationUnit";

const K = "TURNWRIGHT.Duration.Unit";

/** The units a phases-3d6 effect lasts in: Phases of 3 seconds, Turns of four Phases, and seconds (the Post-Turn takes none). */
export const PHASES_DURATIONS: readonly DurationUnit[] = [
  { id: "phases", label: `${K}.phases`, measure: "seconds", size: 3 },
  { id: "turns", label: `${K}.turns`, measure: "rounds", size: 1 },
  { id: "seconds", label: `${K}.seconds`, measure: "seconds", size: 1 },
  { id: "end-of-round", label: `${K}.endOfTurn`, measure: "end-of-round", size: 1 },
  { id: "next-turn", label: `${K}.nextPhase`, measure: "next-turn", size: 1 },
];
