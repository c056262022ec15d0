import * as Type from "../../../../engine/schema/TypeBuilders";
import { type Static } from "@sinclair/typebox";
export { cardActor, pressed } from "../../../../engine/play/cardData";

/**
 * The stored data of each d6-pool card. A chat message can be old, edited or forged, so a
 * press reads its card through these schemas and refuses what does not fit.
 */
export const PoolSchema = Type.Object({
  dice: Type.Array(Type.Integer({ minimum: 1, maximum: 6 }), { maxItems: 200 }),
  wild: Type.Integer({ minimum: 0 }),
  complication: Type.Boolean(),
  removed: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  total: Type.Integer(),
});
export type Pool = Static<typeof PoolSchema>;

const Code = Type.String({ pattern: "^[0-9]{1,3}D(\\+[0-2])?$" });
const Points = Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 2 });

/** What every rolled card keeps of its roll: the code after penalties, the penalty, Fate's doubling, the pool and its Character Points. */
const ROLLED = {
  code: Code,
  penalty: Type.Integer({ minimum: 0 }),
  fate: Type.Boolean(),
  result: Type.Union([PoolSchema, Type.Null()]),
  points: Points,
};

export const RollCardSchema = Type.Object({ trait: Type.String(), ...ROLLED });
export type RollCard = Static<typeof RollCardSchema>;

const DefenceKind = Type.Union([Type.Literal("dodge"), Type.Literal("block"), Type.Literal("parry")]);

/** What reaches someone once the attack is settled, and the wound it left when it was rolled. */
const Injury = Type.Object({
  code: Code,
  bonus: Type.Integer({ minimum: 0 }),
  damage: Type.Union([PoolSchema, Type.Null()]),
  resistance: Type.Union([PoolSchema, Type.Null()]),
  wound: Type.Union([Type.String(), Type.Null()]),
});
export type Injury = Static<typeof Injury>;

export const AttackTargetSchema = Type.Object({
  ref: Type.String(),
  name: Type.String(),
  defence: Type.Union([Type.Object({ kind: DefenceKind, total: Type.Integer(), full: Type.Boolean() }), Type.Null()]),
  difficulty: Type.Integer({ minimum: 3 }),
  /** The target's hand weapon when its defence is a parry: a blade that parries a fist cuts it. */
  guard: Type.Union([Type.Object({ sharp: Type.Boolean(), damage: Type.String() }), Type.Null()]),
  hit: Type.Union([Type.Boolean(), Type.Null()]),
  /** What the target takes: the blow as it lands, a blade's own damage on a block, or nothing. */
  injury: Type.Union([Injury, Type.Null()]),
  /** What the attacker takes from a blade that parried its bare hand. */
  backlash: Type.Union([Injury, Type.Null()]),
});
export type AttackTarget = Static<typeof AttackTargetSchema>;

export const AttackCardSchema = Type.Object({
  weaponId: Type.String(),
  weaponName: Type.String(),
  sharp: Type.Boolean(),
  /** The blow as it lands (Strength Damage added for a `+` code), and the weapon's own damage alone. */
  damage: Code,
  ownDamage: Code,
  skill: Type.Union([Type.Literal("brawling"), Type.Literal("meleeCombat"), Type.Literal("firearms")]),
  ...ROLLED,
  target: AttackTargetSchema,
});
export type AttackCard = Static<typeof AttackCardSchema>;

export const DefenceCardSchema = Type.Object({ kind: DefenceKind, full: Type.Boolean(), ...ROLLED });
export type DefenceCard = Static<typeof DefenceCardSchema>;

/** An injury's damage roll, waiting to be dealt: each defender rolls its own resistance when it takes it. */
export const DamageCardSchema = Type.Object({
  weaponName: Type.String(),
  code: Code,
  bonus: Type.Integer({ minimum: 0 }),
  damage: PoolSchema,
  /** The parrying blade's cut on the attacker's bare hand, rather than the attacker's blow. */
  backlash: Type.Boolean(),
});
export type DamageCard = Static<typeof DamageCardSchema>;

export const FateCardSchema = Type.Object({ left: Type.Integer({ minimum: 0 }) });
export type FateCard = Static<typeof FateCardSchema>;
