import type { Condition } from "../../engine/conditions/Condition";

const K = "TURNWRIGHT.D20Segments";

/**
 * The conditions of d20-segments that are status effects: the token shows them, its HUD and the sheet
 * toggle them, and the rules read each at its path in the actor's `system`.
 */
export const D20_CONDITIONS: readonly Condition[] = [
  { id: "stunned", path: "conditions.stunned", label: `${K}.Condition.stunned`, icon: "stunned.svg" },
  { id: "prone", path: "conditions.prone", label: `${K}.Condition.prone`, icon: "prone.svg" },
  { id: "disarmed", path: "conditions.disarmed", label: `${K}.Condition.disarmed`, icon: "disarmed.svg" },
  // A botch's lost rounds (lostRounds.ts): its turns are refused while it is on.
  { id: "lost", path: "conditions.lost", label: `${K}.Condition.lost`, icon: "lost.svg" },
];
