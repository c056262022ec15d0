import type { Condition } from "../../engine/conditions/Condition";

const K = "TURNWRIGHT.ActionPoints";

/**
 * The conditions of action-points that are status effects: the token shows them, its HUD and the sheet
 * toggle them, and the rules read each at its path in the actor's `system`.
 */
export const AP_CONDITIONS: readonly Condition[] = [{ id: "prone", path: "prone", label: `${K}.Field.prone`, icon: "prone.svg" }];
