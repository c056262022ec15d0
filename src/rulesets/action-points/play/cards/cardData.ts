import * as Type from "../../../../engine/schema/TypeBuilders";
import { type Static } from "@sinclair/typebox";
import { PRE_COMBAT } from "../../actionCosts";
import { LOCATIONS } from "../../hitLocation";
import { ATTRIBUTES } from "../../schema";
export { cardActor, pressed } from "../../../../engine/play/cardData";

/**
 * The stored data of each action-points card. A chat message can be old, edited or forged, so a
 * press reads its card through these schemas and refuses what does not fit.
 */
export const TestSchema = Type.Object({
  /** The die's face; null when nothing could be rolled (an attribute lost, a character Down). */
  face: Type.Union([Type.Integer({ minimum: 1, maximum: 12 }), Type.Null()]),
  /** The die it was rolled on, as the card shows it (`1d10`); "" when none was. */
  die: Type.String({ maxLength: 8 }),
  target: Type.Integer(),
  success: Type.Boolean(),
});
export type StoredTest = Static<typeof TestSchema>;

const Location = Type.Union(LOCATIONS.map((location) => Type.Literal(location)));
const Attribute = Type.Union(ATTRIBUTES.map((attribute) => Type.Literal(attribute)));

export const AttackCardSchema = Type.Object({
  weaponId: Type.String(),
  weaponName: Type.String(),
  damage: Type.String(),
  /** The attacker rolls Perception with a ranged weapon, Agility in melee. */
  attribute: Attribute,
  /** What the attack's die must reach: the MTN (a called shot's penalty on it) less Combat. */
  mtn: Type.Integer(),
  called: Type.Union([Location, Type.Null()]),
  attack: Type.Union([TestSchema, Type.Null()]),
  target: Type.Object({
    ref: Type.String(),
    name: Type.String(),
    /** Caught unaware: it defends with Perception. */
    unaware: Type.Boolean(),
    /** Defend (1 AP + EV) or no defence; null until it answers. */
    defence: Type.Union([TestSchema, Type.Literal("none"), Type.Null()]),
  }),
  /** Where the hit landed: the d20's face, or null for a called shot. */
  location: Type.Union([Type.Object({ face: Type.Union([Type.Integer({ minimum: 1, maximum: 20 }), Type.Null()]), at: Location }), Type.Null()]),
  wound: Type.Union([
    Type.Object({
      dice: Type.Array(Type.Integer(), { maxItems: 40 }),
      rolled: Type.Integer(),
      dr: Type.Integer(),
      multiplier: Type.Integer(),
      amount: Type.Integer({ minimum: 0 }),
    }),
    Type.Null(),
  ]),
  /** The hit taken: a groin hit's test, a serious injury's test and its d8, and what dropped. */
  taken: Type.Union([
    Type.Object({
      groin: Type.Union([TestSchema, Type.Null()]),
      injury: Type.Union([TestSchema, Type.Null()]),
      d8: Type.Union([Type.Integer({ minimum: 1, maximum: 8 }), Type.Null()]),
      dropped: Type.Union([Type.Object({ attribute: Attribute, from: Type.String(), to: Type.String() }), Type.Null()]),
    }),
    Type.Null(),
  ]),
});
export type AttackCard = Static<typeof AttackCardSchema>;

/** A hit's damage, waiting to be dealt: where it landed, and the weapon's dice. */
export const DamageCardSchema = Type.Object({
  weaponName: Type.String(),
  formula: Type.String({ maxLength: 40 }),
  dice: Type.Array(Type.Integer(), { maxItems: 40 }),
  rolled: Type.Integer({ minimum: 0 }),
  /** The d20's face, or null for a called shot; and the location it names. */
  location: Type.Object({ face: Type.Union([Type.Integer({ minimum: 1, maximum: 20 }), Type.Null()]), at: Location }),
});
export type DamageCard = Static<typeof DamageCardSchema>;

export const TestCardSchema = Type.Object({
  attribute: Attribute,
  mtn: Type.Integer(),
  test: Type.Union([TestSchema, Type.Null()]),
});
export type TestCard = Static<typeof TestCardSchema>;

/** A move, standing up or Full Defense, taken from the sheet: what it cost and what is left, in a fight. */
export const MoveCardSchema = Type.Object({
  action: Type.Union([Type.Literal("walk"), Type.Literal("sprint"), Type.Literal("run"), Type.Literal("stand"), Type.Literal("fullDefense")]),
  movement: Type.Integer({ minimum: 0 }),
  spent: Type.Union([Type.Object({ cost: Type.Integer({ minimum: 0 }), apLeft: Type.Integer({ minimum: 0 }) }), Type.Null()]),
});
export type MoveCard = Static<typeof MoveCardSchema>;

/** An action in the moment before the fight: what it cost from Action Points (now), and what is left. */
export const PreCombatCardSchema = Type.Object({
  action: Type.Union(PRE_COMBAT.map((action) => Type.Literal(action))),
  cost: Type.Integer({ minimum: 0 }),
  apLeft: Type.Integer({ minimum: 0 }),
});
export type PreCombatCard = Static<typeof PreCombatCardSchema>;

/** A day of rest, once the GM grants it: the damage it healed and what is left, and the attribute it brought back to d4, if any. */
export const RestCardSchema = Type.Object({
  result: Type.Union([
    Type.Object({
      healed: Type.Integer({ minimum: 0 }),
      left: Type.Integer({ minimum: 0 }),
      back: Type.Union([Attribute, Type.Null()]),
    }),
    Type.Null(),
  ]),
});
export type RestCard = Static<typeof RestCardSchema>;
