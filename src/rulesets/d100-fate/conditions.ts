import type { Condition } from "../../engine/conditions/Condition";

const K = "TURNWRIGHT.D100Fate";

/**
 * The conditions of d100-fate that are status effects: the token shows them, its HUD and the sheet
 * toggle them, and the rules read each at its path in the actor's `system`.
 */
export const D100_CONDITIONS: readonly Condition[] = [
  { id: "stunned", path: "conditions.stunned", label: `${K}.Condition.stunned`, icon: "stunned.svg" },
  { id: "surprised", path: "conditions.surprised", label: `${K}.Condition.surprised`, icon: "surprised.svg" },
  { id: "immobilised", path: "conditions.immobilised", label: `${K}.Condition.immobilised`, icon: "immobilised.svg" },
  { id: "prone", path: "conditions.prone", label: `${K}.Condition.prone`, icon: "prone.svg" },
];
