import * as Type from "../schema/TypeBuilders";
import { type Static } from "@sinclair/typebox";
import { DEFAULT_TARGETING, TARGETINGS } from "./Targeting";
import { EffectEntrySchema } from "../effects/EffectChange";

/**
 * A fight as a file: who is in it, on which side, and optionally what they do. The actor and
 * item fields, and any further field of a combatant, are the rule set's own schemas, checked
 * after this outer shape.
 */
export const ScriptStepSchema = Type.Object(
  {
    round: Type.Integer({ minimum: 1, maximum: 10_000 }),
    actions: Type.Array(Type.String({ minLength: 1 }), { maxItems: 20 }),
    target: Type.Optional(Type.String({ minLength: 1 })),
    /** How many actions the combatant declares this round, where its rule set has it declare them. */
    declare: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
    /** Luck the combatant spends on this round's tests, by the rule set's names for its uses. */
    spend: Type.Optional(Type.Array(Type.String({ minLength: 1 }), { maxItems: 10 })),
  },
  { additionalProperties: false },
);
export type ScriptStep = Static<typeof ScriptStepSchema>;

export const ItemEntrySchema = Type.Object(
  { type: Type.String({ minLength: 1 }), name: Type.String({ minLength: 1, maxLength: 120 }) },
  { additionalProperties: true },
);

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
