import type { RuleEffect } from "../../engine/effects/RuleEffect";
import { changedDieCode } from "./codeChange";
import { woundAfter, WOUND_LEVELS, woundRank, type WoundLevel } from "./woundLevel";

/** The path of the wound level in a d6-pool actor's data, as an effect's change names it. */
export const WOUND_KEY = "system.wound";

/**
 * How long a stun holds: to the end of the next round, so the end of the round it was taken in
 * and the next one's, counted in the rule set's round ends.
 */
export const STUN_DURATION = { unit: "round-ends", count: 2 } as const;

const isWoundLevel = (value: unknown): value is WoundLevel => typeof value === "string" && (WOUND_LEVELS as readonly string[]).includes(value);

/**
 * A wound level held at least at `floor` while an effect is in force: the worse of the two, never
 * made worse by it (a stun never worsens a wound). Undefined when either does not read as a level.
 */
export function woundAtLeast(current: unknown, floor: string): WoundLevel | undefined {
  if (!isWoundLevel(current) || !isWoundLevel(floor)) return undefined;
  return woundRank(floor) > woundRank(current) ? floor : current;
}

/**
 * d6-pool's change of the custom kind: on the wound level, a level it is held at at least (a
 * stun's `stunned`); on a die code, the game's die-code arithmetic (`+1D`, `-1`).
 */
export function d6CustomChange(path: string, current: unknown, value: string): string | undefined {
  return `system.${path}` === WOUND_KEY ? woundAtLeast(current, value.trim()) : changedDieCode(current, value);
}

/**
 * The stun a hit leaves, as an effect with a duration: while it is in force the fighter is at
 * least stunned, and when its time is up the wound level is the one the actor holds, a worse
 * wound taken meanwhile untouched. Named "Stunned" in a headless fight's log.
 */
export const STUN: RuleEffect = {
  entry: { name: "Stunned", duration: STUN_DURATION, changes: [{ key: WOUND_KEY, mode: "custom", value: "stunned" }] },
  label: "TURNWRIGHT.D6Pool.Effect.stunned",
  icon: "stunned.svg",
};

/**
 * What a wound taken does to a fighter holding `held` (its level as the rules read it, a stun in
 * force included): the level it is left at, the level to store where that changes, and whether
 * it leaves a stun. A stun is never stored: it is the effect above, and a stun taken while one
 * holds is a new one, so the stun lasts from the latest.
 */
export function woundTaken(held: WoundLevel, taken: WoundLevel): { readonly level: WoundLevel; readonly store: WoundLevel | null; readonly stuns: boolean } {
  const level = woundAfter(held, taken);
  const stuns = level === "stunned" && taken === "stunned";
  return { level, store: stuns || level === held ? null : level, stuns };
}
