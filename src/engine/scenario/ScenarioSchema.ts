import * as Type from "../schema/TypeBuilders";
import { type Static } from "@sinclair/typebox";
import { CombatantEntrySchema } from "../script/CombatantEntry";

/**
 * A fight as a file: who is in it, on which side, and optionally what they do. Each combatant is
 * a `CombatantEntry` with its script; the actor and item fields, and any further field of a
 * combatant, are the rule set's own schemas, checked after this outer shape.
 */
export const ScenarioSchema = Type.Object(
  {
    ruleset: Type.String({ minLength: 1 }),
    seed: Type.Integer({ minimum: 0, maximum: 4_294_967_295, default: 1 }),
    maxRounds: Type.Integer({ minimum: 1, maximum: 1000, default: 20 }),
    dice: Type.Array(Type.Integer({ minimum: 1, maximum: 1000 }), { default: [], maxItems: 100_000 }),
    options: Type.Object({}, { additionalProperties: true, default: {} }),
    combatants: Type.Array(CombatantEntrySchema, { minItems: 2, maxItems: 1000 }),
  },
  { additionalProperties: false },
);
export type Scenario = Static<typeof ScenarioSchema>;
