import { conditionField, declareConditions } from "../../engine/conditions/declareConditions";

const K = "TURNWRIGHT.D6Pool";

/**
 * The conditions of d6-pool that are status effects, declared once: the token shows them, its HUD
 * and the sheet toggle them, the log names them, and the rules read each in the actor's `system.conditions`.
 */
export const D6_CONDITIONS = declareConditions({
  under: "conditions",
  label: (id) => `${K}.Condition.${id}`,
  fields: {
    unconscious: conditionField("Unconscious"),
    immobilised: conditionField("Immobilised"),
  },
});
