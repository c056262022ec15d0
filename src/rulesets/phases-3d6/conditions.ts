import { conditionField, declareConditions } from "../../engine/conditions/declareConditions";

const K = "TURNWRIGHT.Phases";

/**
 * The conditions of phases-3d6 that are status effects, declared once: the token shows them, its HUD
 * and the sheet toggle them, the log names them, and the rules read each in the actor's `system.conditions`.
 */
export const PHASES_CONDITIONS = declareConditions({
  under: "conditions",
  label: (id) => `${K}.Condition.${id}`,
  fields: {
    stunned: conditionField("Stunned"),
    prone: conditionField("Prone"),
    unaware: conditionField("Unaware"),
  },
});
