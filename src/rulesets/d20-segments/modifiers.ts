import type { RollModifiers } from "../../engine/play/RollModifiers";

const K = "TURNWRIGHT.D20Segments.Modifier";

/** What is added to the d20 and the skill bonus. */
export const BONUS_DIAL = "bonus";

/**
 * A situation gives a bonus or a penalty to the d20 check, added to the skill bonus as the
 * text's own weight penalty to a parry is. The text has no ladder of named steps; the modifier
 * is capped at ±10, half the die, so the die still decides.
 */
export const D20_MODIFIERS: RollModifiers = {
  rolls: ["rollSkill", "attack"],
  ladder: [],
  usualStep: null,
  dials: [{ id: BONUS_DIAL, label: `${K}.Bonus`, line: `${K}.BonusLine`, least: -10, most: 10 }],
};
