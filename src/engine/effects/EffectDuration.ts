import * as Type from "../schema/TypeBuilders";
import { type Static } from "@sinclair/typebox";

/** The most units a duration may count: well past any fight, short of nonsense. */
export const MAX_DURATION_COUNT = 999;

/**
 * Where the clock stood when an effect began: the parts of its state a duration is measured
 * from. Plain JSON, so it rides on an Active Effect's flag and in a headless fight.
 */
export const ClockMarkSchema = Type.Object(
  {
    stage: Type.Union([Type.Literal("awaiting-initiative"), Type.Literal("acting"), Type.Literal("post-turn")]),
    round: Type.Integer({ minimum: 0 }),
    /** The step's kind and number (a Phase, a pass); null before the first. */
    step: Type.Union([Type.Null(), Type.Object({ kind: Type.String({ minLength: 1, maxLength: 20 }), number: Type.Integer({ minimum: 0 }) }, { additionalProperties: false })]),
    steps: Type.Integer({ minimum: 0 }),
    seconds: Type.Number({ minimum: 0 }),
    turn: Type.Integer({ minimum: -1 }),
    /** The bearer's place in the order was still ahead in the step it began in (for "until its next turn"). */
    ahead: Type.Boolean(),
    /** The count of steps (`steps`) at the first step after it with turns in it: a Post-Turn has none. */
    nextStep: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type ClockMark = Static<typeof ClockMarkSchema>;

/** How long an effect lasts, in a unit of the rule set's own time. */
export const EffectDurationSchema = Type.Object(
  {
    unit: Type.String({ minLength: 1, maxLength: 40, description: 'one of the rule set\'s units: "rounds", "phases", "end-of-round"...' }),
    count: Type.Integer({ minimum: 1, maximum: MAX_DURATION_COUNT, default: 1, description: "how many of the unit (1 for a unit that is one moment)" }),
  },
  { additionalProperties: false },
);
export type EffectDuration = Static<typeof EffectDurationSchema>;
