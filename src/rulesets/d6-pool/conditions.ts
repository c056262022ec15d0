import type { Condition } from "../../engine/conditions/Condition";

const K = "TURNWRIGHT.D6Pool";

/**
 * The conditions of d6-pool that are status effects: the token shows them, its HUD and the sheet
 * toggle them, and the rules read each at its path in the actor's `system`.
 */
export const D6_CONDITIONS: readonly Condition[] = [
  { id: "unconscious", path: "conditions.unconscious", label: `${K}.Condition.unconscious`, icon: "unconscious.svg" },
  { id: "immobilised", path: "conditions.immobilised", label: `${K}.Condition.immobilised`, icon: "immobilised.svg" },
];
