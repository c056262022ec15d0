import { modifierTotal, type AppliedModifier, type RollModifiers } from "../../engine/play/RollModifiers";
import { allow, refuse, type Outcome } from "../../engine/Refusal";
import { dieCode, formatDieCode, type DieCode } from "./dieCode";

const K = "TURNWRIGHT.D6Pool.Modifier";

/** Whole dice added to or taken from the pool. */
export const DICE_DIAL = "dice";
/** Pips added to or taken from the pool: three make a die, as in a die code. */
export const PIPS_DIAL = "pips";

/**
 * A situation changes the pool rolled, in dice and pips (+1D for a good tool, −2 pips for a bad
 * light): the text writes every modifier to a roll this way. It has no ladder of named steps (its
 * difficulty numbers are the target's, set by range, cover and defence). Dice are capped at ±5
 * and pips at ±2, a die code's own range of pips; a pool left with no dice cannot be rolled.
 */
export const D6_MODIFIERS: RollModifiers = {
  rolls: ["rollTrait", "attack", "defend"],
  ladder: [],
  usualStep: null,
  dials: [
    { id: DICE_DIAL, label: `${K}.Dice`, line: `${K}.DiceLine`, least: -5, most: 5 },
    { id: PIPS_DIAL, label: `${K}.Pips`, line: `${K}.PipsLine`, least: -2, most: 2 },
  ],
};

/**
 * The pool after the situation's dice and pips, pips carried into dice as a code carries them
 * (3D+2 and one pip more is 4D; 3D less one pip is 2D+2). A pool with no dice left is refused.
 */
export function modifiedCode(code: DieCode, chosen: readonly AppliedModifier[]): Outcome<DieCode> {
  const dice = modifierTotal(chosen, DICE_DIAL);
  const pips = modifierTotal(chosen, PIPS_DIAL);
  if (dice === 0 && pips === 0) return allow(code);
  const next = dieCode(code.dice + dice, code.pips + pips);
  if (next.dice < 1)
    return refuse("pool-empty", `${formatDieCode(code)} with that modifier leaves no dice to roll`, { code: formatDieCode(code), penalty: -dice });
  return allow(next);
}
