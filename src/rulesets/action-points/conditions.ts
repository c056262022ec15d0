import { conditionField, declareConditions } from "../../engine/conditions/declareConditions";

const K = "TURNWRIGHT.ActionPoints";

/**
 * The conditions of action-points that are status effects, declared once: the token shows them, its HUD
 * and the sheet toggle them, the log names them, and the rules read each at the root of the actor's `system`.
 */
export const AP_CONDITIONS = declareConditions({
  under: "",
  label: (id) => `${K}.Field.${id}`,
  fields: {
    prone: conditionField("Prone"),
  },
});
