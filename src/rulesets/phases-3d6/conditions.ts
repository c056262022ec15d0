import type { Condition } from "../../engine/conditions/Condition";

const K = "TURNWRIGHT.Phases";

/**
 * The conditions of phases-3d6 that are status effects: the token shows them, its HUD and the sheet
 * toggle them, and the rules read each at its path in the actor's `system`.
 */
export const PHASES_CONDITIONS: readonly Condition[] = [
  { id: "stunned", path: "conditions.stunned", label: `${K}.Condition.stunned`, icon: "stunned.svg" },
  { id: "prone", path: "conditions.prone", label: `${K}.Condition.prone`, icon: "prone.svg" },
  { id: "unaware", path: "conditions.unaware", label: `${K}.Condition.unaware`, icon: "unaware.svg" },
];
