/**
 * The effects with a duration that the clock of their fight has passed, by uuid: what
 * `TurnwrightActiveEffect#isSuppressed` reads as core prepares an actor. Worked out again from the
 * clock (engine/effects/durationInForce.ts) whenever a fight's clock changes, by code fetched then
 * (documents/timedEffects.ts), so the system's entry holds only this set.
 */
export const OUT_OF_FORCE = new Set<string>();
