import { type Static } from "@sinclair/typebox";
import type { DiceOutcome } from "../../../../engine/dice/DiceRequest";
import type { CardRollView } from "../../../../engine/play/CardView";
import { text, type LocalText } from "../../../../engine/text/LocalText";
import * as Type from "../../../../engine/schema/TypeBuilders";

/*
 * Dice as the d20-segments cards keep and draw them: a d20 check with its total, marked on a
 * natural 1 or 20, and any other throw as its faces fell with their total.
 */

const K = "TURNWRIGHT.D20Segments";

const Die = Type.Integer({ minimum: 1, maximum: 20 });
export const CheckSchema = Type.Object({ roll: Die, total: Type.Integer() });

/** Dice thrown for a card, as they fell, and their total. */
export const RolledSchema = Type.Object({ dice: Type.Array(Type.Integer({ minimum: 1, maximum: 20 }), { maxItems: 40 }), total: Type.Integer() });
export type Rolled = Static<typeof RolledSchema>;

/** What a throw came up with, for the card to keep: every face of every die, and the total. */
export function rolledOf(outcome: DiceOutcome): Rolled {
  return { dice: outcome.dice.flatMap((die) => die.faces), total: outcome.total };
}

/** A d20 check as the card draws it: the die, the bonus, the total, and a natural 1 or 20 flagged. */
export function d20Roll(
  label: LocalText,
  bonus: number,
  check: { readonly roll: number; readonly total: number },
  extra: Partial<CardRollView> = {},
): CardRollView {
  const flag = check.roll === 1 ? { flag: text(`${K}.Card.Natural1`) } : check.roll === 20 ? { flag: text(`${K}.Card.Natural20`) } : {};
  return { label, formula: bonus < 0 ? `1d20 - ${-bonus}` : `1d20 + ${bonus}`, dice: [check.roll], total: check.total, ...flag, ...extra };
}
