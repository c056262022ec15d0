import * as Type from "../../../../engine/schema/TypeBuilders";
import { type Static } from "@sinclair/typebox";
export { cardActor, pressed, usedButton } from "../../../../engine/play/cardData";

/**
 * The stored data of each phases-3d6 card. A chat message can be old, edited or forged, so a
 * press reads its card through these schemas and refuses what does not fit.
 */
const Modifier = Type.Object({ source: Type.String(), value: Type.Integer() });
const D6 = Type.Integer({ minimum: 1, maximum: 6 });

export const AttackTargetSchema = Type.Object({
  ref: Type.String(),
  name: Type.String(),
  unaware: Type.Boolean(),
  dcv: Type.Integer({ minimum: 0 }),
  dcvModifiers: Type.Array(Modifier),
  halved: Type.Boolean(),
  /** 10 + DCV: what 3d6 + OCV must reach. */
  target: Type.Integer(),
  total: Type.Union([Type.Integer(), Type.Null()]),
  hit: Type.Boolean(),
  damaged: Type.Boolean(),
});
export type AttackTarget = Static<typeof AttackTargetSchema>;

export const AttackCardSchema = Type.Object({
  manoeuvre: Type.String(),
  weaponId: Type.String(),
  weaponName: Type.String(),
  ocv: Type.Integer(),
  ocvModifiers: Type.Array(Modifier),
  /** Damage dice: the weapon's plus the manoeuvre's. */
  dice: Type.Integer({ minimum: 1, maximum: 40 }),
  roll: Type.Union([Type.Array(D6, { minItems: 3, maxItems: 3 }), Type.Null()]),
  targets: Type.Array(AttackTargetSchema, { minItems: 1 }),
});
export type AttackCard = Static<typeof AttackCardSchema>;

const Taken = Type.Object({ stun: Type.Integer(), body: Type.Integer(), stunned: Type.Boolean(), knockedOut: Type.Boolean(), down: Type.Boolean() });

export const DamageCardSchema = Type.Object({
  weaponName: Type.String(),
  manoeuvre: Type.String(),
  dice: Type.Array(D6, { minItems: 1 }),
  stun: Type.Integer({ minimum: 0 }),
  body: Type.Integer({ minimum: 0 }),
  applied: Type.Union([Taken, Type.Null()]),
});
export type DamageCard = Static<typeof DamageCardSchema>;

const Recovered = Type.Object({ before: Type.Integer(), after: Type.Integer(), gained: Type.Integer({ minimum: 0 }), woke: Type.Boolean() });

/** A Phase spent on the sheet's own actions: a Recovery, shaking off Stunned, or a guard. */
export const PhaseCardSchema = Type.Object({
  action: Type.String(),
  recovered: Type.Union([Recovered, Type.Null()]),
});
export type PhaseCard = Static<typeof PhaseCardSchema>;

/**
 * A mover left a hex the threatener threatens: the threatener may strike at it once, or let it
 * pass; where a skill roll negates the attack, the GM may rule it evaded. `answer` is what was
 * done, null while the card waits.
 */
export const OpportunityCardSchema = Type.Object({
  threatener: Type.String({ minLength: 1 }),
  mover: Type.String({ minLength: 1 }),
  at: Type.Object({ q: Type.Integer(), r: Type.Integer() }),
  skillNegates: Type.Boolean(),
  answer: Type.Union([Type.Literal("strike"), Type.Literal("pass"), Type.Literal("evaded"), Type.Literal("waived"), Type.Null()]),
  // A distracting action's lapse rather than a leaving: which action, which of the Phase's
  // actions it was, and whether the GM may rule it no lapse (the table's Usually). Cards posted
  // for a leaving, and those of earlier versions, have none of these.
  distraction: Type.Optional(Type.Object({ action: Type.String({ minLength: 1 }), occasion: Type.String({ minLength: 1 }), gmMayWaive: Type.Boolean() })),
});
export type OpportunityCard = Static<typeof OpportunityCardSchema>;
