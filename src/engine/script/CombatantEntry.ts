import * as Type from "../schema/TypeBuilders";
import { type Static } from "@sinclair/typebox";
import { EffectEntrySchema } from "../effects/EffectChange";
import { DEFAULT_TARGETING, TARGETINGS } from "./Targeting";
import { ScriptStepSchema } from "./ScriptStep";

export const ItemEntrySchema = Type.Object(
  { type: Type.String({ minLength: 1 }), name: Type.String({ minLength: 1, maxLength: 120 }) },
  { additionalProperties: true },
);

/**
 * One combatant of a scenario: who it is, its side, what it starts under and its script. The
 * actor and item fields, and any further field, are the rule set's own schemas, checked after
 * this outer shape.
 */
export const CombatantEntrySchema = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$", description: '"sergeant-1"' }),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    side: Type.String({ minLength: 1, maxLength: 64 }),
    surprised: Type.Boolean({ default: false }),
    /** How it chooses its target when its script names none (`Targeting.ts`). */
    targeting: Type.Union(
      TARGETINGS.map((targeting) => Type.Literal(targeting)),
      { default: DEFAULT_TARGETING, description: "how it chooses whom to attack when its script names no target" },
    ),
    /** Its conditions (status effects in Foundry) by id, set where the rules read them in the actor's data. */
    conditions: Type.Array(Type.String({ minLength: 1 }), { default: [], maxItems: 50, description: "the conditions it starts the fight under, by id" }),
    /** Effects it fights under: changes to its actor's numbers, in force for the whole fight. */
    effects: Type.Array(EffectEntrySchema, { default: [], maxItems: 50, description: "effects it fights under, each changing its actor's numbers" }),
    actor: Type.Object({}, { additionalProperties: true, default: {} }),
    items: Type.Array(ItemEntrySchema, { default: [], maxItems: 50 }),
    script: Type.Array(ScriptStepSchema, { default: [], maxItems: 1000 }),
  },
  // A rule set adds fields of its own (its `combatantFields`); the loader checks every other
  // name against them, so a misspelt field is still caught.
  { additionalProperties: true },
);
export type CombatantEntry = Static<typeof CombatantEntrySchema>;
