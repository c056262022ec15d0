import * as Type from "../../../../engine/schema/TypeBuilders";
import { type Static } from "@sinclair/typebox";
import type { DiceOutcome } from "../../../../engine/dice/DiceRequest";
import { BOTCH_CODES } from "../../botchTable";
import { CATEGORIES, WEIGHTS } from "../../schema";
export { cardActor, pressed } from "../../../../engine/play/cardData";

/**
 * The stored data of each d20-segments card. A chat message can be old, edited or forged, so a
 * press reads its card through these schemas and refuses what does not fit.
 */
const Die = Type.Integer({ minimum: 1, maximum: 20 });
export const CheckSchema = Type.Object({ roll: Die, total: Type.Integer() });

/** Dice thrown for a card, as they fell, and their total. */
export const RolledSchema = Type.Object({ dice: Type.Array(Type.Integer({ minimum: 1, maximum: 20 }), { maxItems: 40 }), total: Type.Integer() });
export type Rolled = Static<typeof RolledSchema>;

/** A hit's damage roll, waiting to be dealt: doubled while it is a critical hit the GM has not undone. */
export const DamageCardSchema = Type.Object({
  weaponName: Type.String(),
  formula: Type.String({ maxLength: 40 }),
  rolled: RolledSchema,
  critical: Type.Boolean(),
  criticalUndone: Type.Boolean(),
});
export type DamageCard = Static<typeof DamageCardSchema>;

/**
 * A natural 1 on the card, and what became of it: offered to the other side, let pass, or paid
 * for and carried out. `side` names the check it fell on (`attack`, `defence`, `check`).
 */
export const BotchSchema = Type.Object({
  side: Type.Union([Type.Literal("attack"), Type.Literal("defence"), Type.Literal("check")]),
  botcher: Type.String(),
  /** The character whose side pays against a GM character: its player's own dice; "" when the GM's pool pays. */
  payer: Type.String(),
  state: Type.Union([Type.Literal("offered"), Type.Literal("passed"), Type.Literal("paid")]),
  /** Each 3d6 the table was rolled, the last the one that counts; earlier ones could not happen. */
  tables: Type.Array(RolledSchema, { maxItems: 40 }),
  result: Type.Union([Type.Union(BOTCH_CODES.map((code) => Type.Literal(code))), Type.Null()]),
  duration: Type.Union([RolledSchema, Type.Null()]),
  /** Who a teammate result reaches: the botcher's nearest ally when the table was read. */
  victim: Type.Union([Type.String(), Type.Null()]),
  /** The damage dice a harming or breaking result rolled, and what it took. */
  blow: Type.Union([Type.Object({ rolled: RolledSchema, amount: Type.Integer({ minimum: 0 }) }), Type.Null()]),
  /** Carried out on the actors: nothing is left to roll. */
  applied: Type.Boolean(),
});
export type Botch = Static<typeof BotchSchema>;

const Defence = Type.Object({
  action: Type.Union([Type.Literal("dodge"), Type.Literal("parry"), Type.Literal("none")]),
  check: Type.Union([CheckSchema, Type.Null()]),
});

export const AttackTargetSchema = Type.Object({
  ref: Type.String(),
  name: Type.String(),
  /** Caught unaware, or stunned: no defence is offered, and the attack meets none. */
  defenceless: Type.Union([Type.Literal("unaware"), Type.Literal("stunned"), Type.Null()]),
  dodge: Type.Integer(),
  /** The Parry bonus with the weapon in hand, its weight penalty taken; null with nothing to parry with. */
  parry: Type.Union([Type.Integer(), Type.Null()]),
  penalty: Type.Integer({ maximum: 0 }),
  defence: Type.Union([Defence, Type.Null()]),
});
export type AttackTarget = Static<typeof AttackTargetSchema>;

export const AttackCardSchema = Type.Object({
  weaponId: Type.String(),
  weaponName: Type.String(),
  category: Type.Union(CATEGORIES.map((category) => Type.Literal(category))),
  weight: Type.Union(WEIGHTS.map((weight) => Type.Literal(weight))),
  damage: Type.String(),
  bonus: Type.Integer(),
  attack: Type.Union([CheckSchema, Type.Null()]),
  target: AttackTargetSchema,
  botches: Type.Array(BotchSchema, { maxItems: 2 }),
  /** A natural 20 that hits doubles the damage, unless the GM undid it. */
  criticalUndone: Type.Boolean(),
  /** The damage the hit did once rolled, and whether it was doubled. */
  dealt: Type.Union([Type.Object({ rolled: RolledSchema, amount: Type.Integer({ minimum: 0 }), critical: Type.Boolean() }), Type.Null()]),
});
export type AttackCard = Static<typeof AttackCardSchema>;

export const CheckCardSchema = Type.Object({
  skill: Type.String(),
  bonus: Type.Integer(),
  check: Type.Union([CheckSchema, Type.Null()]),
  botches: Type.Array(BotchSchema, { maxItems: 1 }),
});
export type CheckCard = Static<typeof CheckCardSchema>;

/** What a throw came up with, for the card to keep: every face of every die, and the total. */
export function rolledOf(outcome: DiceOutcome): Rolled {
  return { dice: outcome.dice.flatMap((die) => die.faces), total: outcome.total };
}
