import type { DurationUnit } from "../../engine/effects/DurationUnit";

const K = "TURNWRIGHT.Duration.Unit";

/** The units a d100-fate effect lasts in: its clock counts rounds and turns, and no seconds (the rules give a round no length). */
export const D100_DURATIONS: readonly DurationUnit[] = [
  { id: "rounds", label: `${K}.rounds`, measure: "rounds", size: 1 },
  { id: "end-of-round", label: `${K}.endOfRound`, measure: "end-of-round", size: 1 },
  { id: "next-turn", label: `${K}.nextTurn`, measure: "next-turn", size: 1 },
];
