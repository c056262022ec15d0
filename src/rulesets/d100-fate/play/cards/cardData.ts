import { Type, type Static, type TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import type { CardState } from "../../../../engine/play/CardRules";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";

/**
 * The stored data of each d100-fate card. A chat message can be old, edited or forged, so a
 * press reads its card through these schemas and refuses what does not fit.
 */
const Modifier = Type.Object({ source: Type.String(), value: Type.Integer() });
const Result = Type.Object({ roll: Type.Integer({ minimum: 1, maximum: 100 }), success: Type.Boolean(), degrees: Type.Integer({ minimum: 1 }), rerolled: Type.Boolean(), boosted: Type.Boolean() });

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

const Hit = Type.Object({ dice: Type.Array(Type.Integer()), raw: Type.Integer(), armour: Type.Integer({ minimum: 0 }), toughness: Type.Integer(), amount: Type.Integer({ minimum: 0 }) });

export const DamageCardSchema = Type.Object({
  weaponName: Type.String(),
  penetration: Type.Integer({ minimum: 0 }),
  formula: Type.String(),
  location: Type.String(),
  hits: Type.Array(Hit),
  total: Type.Integer({ minimum: 0 }),
  applied: Type.Union([Type.Object({ fromWounds: Type.Integer({ minimum: 0 }), critical: Type.Integer({ minimum: 0 }), out: Type.Boolean() }), Type.Null()]),
  soaked: Type.Union([Type.Object({ roll: Type.Integer(), restored: Type.Integer({ minimum: 0 }) }), Type.Null()]),
});
export type DamageCard = Static<typeof DamageCardSchema>;

export const FateCardSchema = Type.Object({ use: Type.String() });
export type FateCard = Static<typeof FateCardSchema>;

export const CARD_KINDS = { test: TestCardSchema, attack: AttackCardSchema, damage: DamageCardSchema, fate: FateCardSchema } as const;

/** The card's data, if it is what this kind of card holds. */
export function readCard<S extends TSchema>(card: CardState, kind: string, schema: S): Outcome<Static<S>> {
  if (card.kind !== kind) return refuse("card-kind", `This is not a ${kind} card`, { kind });
  const data: unknown = card.data;
  if (!Value.Check(schema, data)) return refuse("card-damaged", "This card's data is damaged and cannot be used", {});
  return allow(data);
}

/**
 * The card after a press: new data, and the button recorded as used. Buttons the press made
 * moot (Parry once Dodge was rolled) are not recorded: they are simply no longer offered, and a
 * press of one is refused by the card's own state.
 */
export function pressed<T extends Record<string, unknown>>(card: CardState, data: T, button: string): CardState {
  return { ...card, data, used: card.used.includes(button) ? card.used : [...card.used, button] };
}
