import * as Type from "../schema/TypeBuilders";
import { type Static } from "@sinclair/typebox";

/**
 * What a combatant does in one round, where a scenario says: its actions, the enemy they go at,
 * what it declares and the luck it spends. The fight reads it each round (`FightContext.script`).
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
