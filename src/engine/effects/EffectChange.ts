import * as Type from "../schema/TypeBuilders";
import { type Static } from "@sinclair/typebox";
import { EffectDurationSchema } from "./EffectDuration";

/**
 * How a change works on its value, in core's words (v13 common/constants.mjs
 * `ACTIVE_EFFECT_MODES`), applied in core's order: custom, multiply, add, downgrade, upgrade,
 * override (client/documents/actor.mjs `applyActiveEffects` sorts by `mode * 10`).
 */
export const CHANGE_MODES = ["custom", "multiply", "add", "downgrade", "upgrade", "override"] as const;
export type ChangeMode = (typeof CHANGE_MODES)[number];

export const EffectChangeSchema = Type.Object(
  {
    key: Type.String({ pattern: "^system\\.[A-Za-z0-9_.]+$", description: 'a path in the actor\'s data: "system.agility"' }),
    mode: Type.Union(
      CHANGE_MODES.map((mode) => Type.Literal(mode)),
      { description: "how the value changes it" },
    ),
    value: Type.Union([Type.Number(), Type.String({ minLength: 1, maxLength: 40 })], { description: 'what it adds, multiplies by, sets...: 10, -2, "+1D"' }),
  },
  { additionalProperties: false },
);
export type EffectChange = Static<typeof EffectChangeSchema>;

/**
 * An effect a scenario's combatant fights under: its changes to the actor's numbers, in force for
 * the whole fight, or from the fight's start for its `duration` in the rule set's time.
 */
export const EffectEntrySchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120 }),
    changes: Type.Array(EffectChangeSchema, { minItems: 1, maxItems: 20 }),
    duration: Type.Optional(EffectDurationSchema),
  },
  { additionalProperties: false },
);
export type EffectEntry = Static<typeof EffectEntrySchema>;
