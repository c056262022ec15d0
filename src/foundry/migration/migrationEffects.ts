import type { Condition } from "../../engine/conditions/Condition";
import type { EffectTiming } from "../../engine/effects/EffectTiming";
import { ruleEffectData } from "../gm/ruleEffects";
import type { RuleEffectSource } from "./migrationUpdate";

/** What marks an effect a migration put on, where a card's message id marks one its step put on (engine/play/markedEffects.ts `effectMark`). */
export const MIGRATION_ORIGIN = "migration";

/**
 * The rule effects a migration puts on one actor, each stored as the table stores one
 * (`ruleEffectData`): named in the world's language, and its duration begun at `start`, where the
 * actor's fight stands (null outside any fight); its id is the update's to give (migrationUpdate).
 * They ride in the actor's update, so no `_preCreate` begins them.
 */
export function migrationEffectSource(conditions: readonly Condition[], localize: (key: string) => string, start: EffectTiming["start"]): RuleEffectSource {
  return (effect, tag) => ({ ...ruleEffectData({ tag, effect }, MIGRATION_ORIGIN, conditions, localize(effect.label), start) });
}
