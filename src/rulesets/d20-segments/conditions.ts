import { conditionField, declareConditions } from "../../engine/conditions/declareConditions";

const K = "TURNWRIGHT.D20Segments";

/**
 * The conditions of d20-segments that are status effects, declared once: the token shows them, its HUD
 * and the sheet toggle them, the log names them, and the rules read each in the actor's `system.conditions`.
 */
export const D20_CONDITIONS = declareConditions({
  under: "conditions",
  label: (id) => `${K}.Condition.${id}`,
  fields: {
    stunned: conditionField("Stunned"),
    prone: conditionField("Prone"),
    disarmed: conditionField("Disarmed"),
    // A botch's lost rounds (lostRounds.ts): its turns are refused while it is on.
    lost: conditionField("Loses its actions"),
  },
});
