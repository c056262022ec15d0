import * as Type from "../schema/TypeBuilders";
import { type Static } from "@sinclair/typebox";
import { MAX_DURATION_COUNT } from "./DurationUnit";

/**
 * Where the clock stood when an effect began: the parts of its state a duration is measured
 * from. Plain JSON, so it rides on an Active Effect's flag and in a headless fight.
 */
export interface ClockMark {
  readonly stage: "awaiting-initiative" | "acting" | "post-turn";
  readonly round: number;
  /** The step's kind and number (a Phase, a pass); null before the first. */
  readonly step: { readonly kind: string; readonly number: number } | null;
  readonly steps: number;
  readonly seconds: number;
  readonly turn: number;
  /** The bearer's place in the order was still ahead in the step it began in (for "until its next turn"). */
  readonly ahead: boolean;
  /** The count of steps (`steps`) at the first step after it with turns in it: a Post-Turn has none. */
  readonly nextStep: number;
}

/** How long an effect lasts, in a unit of the rule set's own time. */
export const EffectDurationSchema = Type.Object(
  {
    unit: Type.String({ minLength: 1, maxLength: 40, description: 'one of the rule set\'s units: "rounds", "phases", "end-of-round"...' }),
    count: Type.Integer({ minimum: 1, maximum: MAX_DURATION_COUNT, default: 1, description: "how many of the unit (1 for a unit that is one moment)" }),
  },
  { additionalProperties: false },
);
export type EffectDuration = Static<typeof EffectDurationSchema>;
