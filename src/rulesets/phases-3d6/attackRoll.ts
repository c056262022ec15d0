import type { DiceRequest } from "../../engine/dice/DiceRequest";

export const ATTACK_DICE: DiceRequest = { count: 3, faces: 6 };
/**
 * The same three dice when only their total is read (a fight nobody listens to): drawn face for
 * face as ATTACK_DICE, without the list of dice every attack built and dropped.
 */
export const ATTACK_DICE_TOTAL: DiceRequest = { ...ATTACK_DICE, totalOnly: "sum" };
/** The attack roll's target number is this plus the defender's DCV. */
export const BASE_TARGET = 10;
/** An unaware character in the Surprise Phase. */
export const UNAWARE_DCV = -3;
/** 3 on the dice always hits, 18 always misses: no DCV is beyond reach, none is certain to fall. */
export const ALWAYS_HITS = 3;
export const ALWAYS_MISSES = 18;

export interface CvModifier {
  readonly source: string;
  readonly value: number;
}

export interface CombatValueTotal {
  readonly base: number;
  readonly modifiers: readonly CvModifier[];
  /** Stunned, prone or held: the DCV after modifiers is halved (once, however many apply). */
  readonly halved: boolean;
  readonly total: number;
}

/** OCV with its modifiers (weapon, manoeuvres, combat levels): a plain sum. */
export function offensiveValue(base: number, modifiers: readonly CvModifier[]): CombatValueTotal {
  return { base, modifiers, halved: false, total: base + sum(modifiers) };
}

/** What the defender's state does to its DCV. */
export interface DefenderState {
  readonly stunned: boolean;
  readonly prone: boolean;
  /** Stun at zero or below: no defence at all. */
  readonly knockedOut: boolean;
  /** Unaware of its foes while the Surprise Phase lasts. */
  readonly surprised: boolean;
  /** Held in someone's Grab. */
  readonly held: boolean;
}

/**
 * DCV with its modifiers: the unaware lose 3 in the Surprise Phase; the Stunned, the prone
 * and the held have half their DCV (rounded down); the knocked out have none. Never below 0.
 */
export function defensiveValue(base: number, modifiers: readonly CvModifier[], state: DefenderState): CombatValueTotal {
  const all = state.surprised ? [...modifiers, { source: "unaware", value: UNAWARE_DCV }] : modifiers;
  const halved = isHalved(state);
  return { base, modifiers: all, halved, total: defensiveTotal(base + sum(all), state) };
}

/** Stunned, prone or held (and not knocked out): the DCV is halved. */
function isHalved(state: DefenderState): boolean {
  return !state.knockedOut && (state.stunned || state.prone || state.held);
}

/**
 * The DCV `defensiveValue` totals, from its base and modifiers already summed (the unaware's
 * −3 among them): what a fight nobody is listening to needs, without the modifiers listed.
 */
export function defensiveTotal(summed: number, state: DefenderState): number {
  return state.knockedOut ? 0 : Math.max(0, isHalved(state) ? Math.floor(summed / 2) : summed);
}

export interface AttackRoll {
  readonly dice: readonly number[];
  readonly roll: number;
  readonly ocv: number;
  readonly dcv: number;
  /** 10 + DCV: what 3d6 + OCV must reach. */
  readonly target: number;
  readonly total: number;
  readonly hit: boolean;
}

/** Hit when 3d6 + OCV is at least 10 + DCV; a natural 3 always hits and 18 always misses. */
export function resolveAttackRoll(dice: readonly number[], ocv: number, dcv: number): AttackRoll {
  if (dice.length !== 3 || dice.some((face) => !Number.isInteger(face) || face < 1 || face > 6)) {
    throw new RangeError(`An attack roll is three d6, not [${dice.join(", ")}]`);
  }
  const roll = dice.reduce((total, face) => total + face, 0);
  return { dice, roll, ocv, dcv, target: BASE_TARGET + dcv, total: roll + ocv, hit: attackRollHits(roll, ocv, dcv) };
}

/** Whether three d6 that came to `roll` hit, as `resolveAttackRoll` judges: for a roll whose dice nobody reads. */
export function attackRollHits(roll: number, ocv: number, dcv: number): boolean {
  return roll === ALWAYS_HITS || (roll !== ALWAYS_MISSES && roll + ocv >= BASE_TARGET + dcv);
}

function sum(modifiers: readonly CvModifier[]): number {
  return modifiers.reduce((total, m) => total + m.value, 0);
}
