import * as Type from "../../../../engine/schema/TypeBuilders";
import { type Static } from "@sinclair/typebox";
export { cardActor, pressed } from "../../../../engine/play/cardData";

/**
 * The stored data of each d100-fate card. A chat message can be old, edited or forged, so a
 * press reads its card through these schemas and refuses what does not fit.
 */
const Modifier = Type.Object({ source: Type.String(), value: Type.Integer() });
const Result = Type.Object({
  roll: Type.Integer({ minimum: 1, maximum: 100 }),
  success: Type.Boolean(),
  degrees: Type.Integer({ minimum: 1 }),
  rerolled: Type.Boolean(),
  boosted: Type.Boolean(),
});

export const TestCardSchema = Type.Object({
  characteristic: Type.String(),
  fateBonus: Type.Boolean(),
  target: Type.Integer(),
  modifiers: Type.Array(Modifier),
  result: Type.Union([Result, Type.Null()]),
});
export type TestCard = Static<typeof TestCardSchema>;

const Defence = Type.Object({
  reaction: Type.Union([Type.Literal("dodge"), Type.Literal("parry"), Type.Literal("none")]),
  target: Type.Integer(),
  result: Type.Union([Result, Type.Null()]),
  negated: Type.Integer({ minimum: 0 }),
});

export const AttackTargetSchema = Type.Object({
  ref: Type.String(),
  name: Type.String(),
  unaware: Type.Boolean(),
  target: Type.Integer(),
  modifiers: Type.Array(Modifier),
  degrees: Type.Integer({ minimum: 0 }),
  success: Type.Boolean(),
  hits: Type.Integer({ minimum: 0 }),
  defence: Type.Union([Defence, Type.Null()]),
  damaged: Type.Boolean(),
});
export type AttackTarget = Static<typeof AttackTargetSchema>;

export const AttackCardSchema = Type.Object({
  action: Type.String(),
  weaponId: Type.String(),
  weaponName: Type.String(),
  melee: Type.Boolean(),
  burst: Type.Union([Type.Literal("single"), Type.Literal("semi"), Type.Literal("full")]),
  rate: Type.Integer({ minimum: 1 }),
  damage: Type.String(),
  penetration: Type.Integer({ minimum: 0 }),
  strengthBonus: Type.Integer({ minimum: 0 }),
  fateBonus: Type.Boolean(),
  roll: Type.Union([Type.Integer({ minimum: 1, maximum: 100 }), Type.Null()]),
  rerolled: Type.Boolean(),
  boosted: Type.Boolean(),
  location: Type.Union([Type.String(), Type.Null()]),
  targets: Type.Array(AttackTargetSchema, { minItems: 1 }),
});
export type AttackCard = Static<typeof AttackCardSchema>;

const Hit = Type.Object({
  dice: Type.Array(Type.Integer()),
  raw: Type.Integer(),
  armour: Type.Integer({ minimum: 0 }),
  toughness: Type.Integer(),
  amount: Type.Integer({ minimum: 0 }),
});

export const DamageCardSchema = Type.Object({
  weaponName: Type.String(),
  penetration: Type.Integer({ minimum: 0 }),
  formula: Type.String(),
  location: Type.String(),
  hits: Type.Array(Hit),
  total: Type.Integer({ minimum: 0 }),
  applied: Type.Union([Type.Object({ fromWounds: Type.Integer({ minimum: 0 }), critical: Type.Integer({ minimum: 0 }), out: Type.Boolean() }), Type.Null()]),
  /** Fate's soak of the card's own target on a card from before damage went where the GM points. */
  soaked: Type.Union([Type.Object({ roll: Type.Integer(), restored: Type.Integer({ minimum: 0 }) }), Type.Null()]),
  /** Fate's soak of each defender that spent it on this card's damage; left out until one does. */
  soaks: Type.Optional(
    Type.Array(Type.Object({ ref: Type.String({ minLength: 1 }), name: Type.String(), roll: Type.Integer(), restored: Type.Integer({ minimum: 0 }) }), {
      maxItems: 100,
    }),
  ),
});
export type DamageCard = Static<typeof DamageCardSchema>;

export const FateCardSchema = Type.Object({ use: Type.String() });
export type FateCard = Static<typeof FateCardSchema>;
