import { conditionField, declareConditions } from "../../engine/conditions/declareConditions";

const K = "TURNWRIGHT.D100Fate";

/**
 * The conditions of d100-fate that are status effects, declared once: the token shows them, its HUD
 * and the sheet toggle them, the log names them, and the rules read each in the actor's `system.conditions`.
 */
export const D100_CONDITIONS = declareConditions({
  under: "conditions",
  label: (id) => `${K}.Condition.${id}`,
  fields: {
    stunned: conditionField("Stunned"),
    surprised: conditionField("Surprised"),
    immobilised: conditionField("Immobilised"),
    prone: conditionField("Prone"),
  },
});
