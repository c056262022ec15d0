import type { DiceRequest, RolledDie } from "../../engine/dice/DiceRequest";

/** The weapon's dice plus what the manoeuvre adds (a Haymaker's four). */
export function damageRequest(weaponDice: number, extraDice: number): DiceRequest {
  const count = weaponDice + extraDice;
  const known = REQUESTS[count];
  if (known !== undefined) return known;
  const request: DiceRequest = { count, faces: 6 };
  if (Number.isSafeInteger(count) && count >= 0 && count <= MOST_SHARED_DICE) REQUESTS[count] = request;
  return request;
}

/** Requests by count of dice, made once each: every hit asks for one, and a request is readonly. */
const REQUESTS: DiceRequest[] = [];
const MOST_SHARED_DICE = 100;

export interface Damage {
  readonly stun: number;
  readonly body: number;
}

/**
 * Normal damage as this kind of game counts it: Stun is the dice's total; each die does 1
 * Body, except a 1 (none) and a 6 (two). Rolling with a punch halves both, rounded down.
 */
export function damageFromDice(faces: readonly number[], rolledWithIt = false): Damage {
  return damageOfDice([{ faces, wild: false, kept: true }], rolledWithIt);
}

/** The same damage from the dice as rolled, read in place: every hit asks, and a list of its faces was built for nothing else. */
export function damageOfDice(dice: readonly RolledDie[], rolledWithIt = false): Damage {
  let stun = 0;
  let body = 0;
  for (const die of dice) {
    for (const face of die.faces) {
      stun += face;
      body += bodyOfDie(face);
    }
  }
  return rolledWithIt ? { stun: Math.floor(stun / 2), body: Math.floor(body / 2) } : { stun, body };
}

export function bodyOfDie(face: number): number {
  if (!Number.isInteger(face) || face < 1 || face > 6) throw new RangeError(`A d6 shows 1 to 6, not ${face}`);
  return face === 1 ? 0 : face === 6 ? 2 : 1;
}

export interface Harm {
  readonly stun: number;
  readonly body: number;
}

export interface HarmTaken extends Harm {
  /** This hit's Stun was more than the target's Body maximum. */
  readonly stunned: boolean;
  /** Stun at zero or below: unconscious, though still in the order. */
  readonly knockedOut: boolean;
  /** Body at zero or below: out of the fight. */
  readonly down: boolean;
}

/**
 * Takes a hit off Stun and Body (both may fall below zero). A single hit whose Stun is more
 * than the target's Body maximum leaves it Stunned: the source has no Constitution, and Body
 * is the sheet's nearest measure of how much punishment a body shrugs off.
 */
export function takeHarm(current: Harm, bodyMax: number, damage: Damage): HarmTaken {
  const stun = current.stun - damage.stun;
  const body = current.body - damage.body;
  return { stun, body, stunned: damage.stun > bodyMax, knockedOut: stun <= 0, down: body <= 0 };
}
