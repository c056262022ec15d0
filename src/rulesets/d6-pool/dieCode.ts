import type { DiceRequest } from "../../engine/dice/DiceRequest";
import { allow, refuse, type Outcome } from "../../engine/Refusal";
import type { ComplicationRule } from "./WildDie";

/** An attribute, a skill or a weapon's damage as the game writes it: `3D+2`, so many six-sided dice and pips. */
export interface DieCode {
  readonly dice: number;
  /** 0 to 2: a third pip makes a die. */
  readonly pips: number;
}

const PIPS_PER_DIE = 3;
const CODE = /^\s*(\d{1,3})[dD](?:\+([0-2]))?\s*$/;

/** Codes shared below this many pips in all; a larger code is still read, made afresh each time. */
const MOST_SHARED_PIPS = 300;

/**
 * Codes by pips in all, made once each: every hit adds codes (armour onto Strength, a weapon onto
 * Strength Damage), and a code is readonly, so all who ask share one.
 */
const CODES: DieCode[] = [];

/** A code from a whole number of dice and any number of pips, the pips carried into dice. */
export function dieCode(dice: number, pips: number): DieCode {
  const all = dice * PIPS_PER_DIE + pips;
  if (!Number.isSafeInteger(all) || all < 0 || all >= MOST_SHARED_PIPS) return { dice: Math.floor(all / PIPS_PER_DIE), pips: all % PIPS_PER_DIE };
  let known = CODES[all];
  if (known === undefined) {
    known = { dice: Math.floor(all / PIPS_PER_DIE), pips: all % PIPS_PER_DIE };
    CODES[all] = known;
  }
  return known;
}

export function parseDieCode(text: string): Outcome<DieCode> {
  const match = CODE.exec(text);
  if (match === null) return refuse("bad-die-code", `“${text}” is not a die code like 3D or 3D+2 (at most 2 pips)`, { code: text });
  return allow({ dice: Number(match[1]), pips: Number(match[2] ?? 0) });
}

/** Each accepted code read once: a fight reads its fighters' codes on every roll. A code is readonly, so all share it. */
const ACCEPTED = new Map<string, DieCode>();

/** A code the schema's pattern has already accepted: it reads, or the schema and the reader disagree. */
export function acceptedCode(text: string): DieCode {
  const known = ACCEPTED.get(text);
  if (known !== undefined) return known;
  const read = parseDieCode(text);
  if (!read.ok) throw new RangeError(`d6-pool: a code the schema accepted does not read: ${text}`);
  ACCEPTED.set(text, read.value);
  return read.value;
}

export function formatDieCode(code: DieCode): string {
  return code.pips === 0 ? `${code.dice}D` : `${code.dice}D+${code.pips}`;
}

export function addDice(a: DieCode, b: DieCode): DieCode {
  return dieCode(a.dice + b.dice, a.pips + b.pips);
}

/**
 * The code less `dice` whole dice (the multi-action penalty: one per action beyond the first).
 * A code left with no dice cannot be relied on, whatever its pips.
 */
export function withPenalty(code: DieCode, dice: number): Outcome<DieCode> {
  return lessDice(code.dice, code.pips, dice);
}

/** Codes allowed, one shared outcome each by pips in all: every roll of a fight asks for one, and an outcome is readonly. */
const ALLOWED: Outcome<DieCode>[] = [];

/** `withPenalty` of the code `dice`D+`pips` (pips 0 to 2), for a caller that has not built that code. */
export function lessDice(dice: number, pips: number, penalty: number): Outcome<DieCode> {
  const left = dice - penalty;
  if (left < 1) {
    const written = formatDieCode({ dice, pips });
    return refuse("pool-empty", `${written} at −${penalty}D leaves no dice to roll`, { code: written, penalty });
  }
  const key = left * PIPS_PER_DIE + pips;
  if (!Number.isSafeInteger(key) || key >= MOST_SHARED_PIPS) return allow({ dice: left, pips });
  const known = ALLOWED[key];
  if (known !== undefined) return known;
  const made = allow({ dice: left, pips });
  ALLOWED[key] = made;
  return made;
}

/** Strength Damage: the Strength code's dice without its pips, halved, rounded up. */
export function strengthDamage(strength: DieCode): DieCode {
  return dieCode(Math.ceil(strength.dice / 2), 0);
}

/**
 * Requests by code, made once each: a fight asks for the same few codes thousands of times,
 * and the dice check a request they have seen before only once. An array by the code's pips in
 * all, since codes are small whole numbers and an element is read faster than a map's entry.
 */
const POOLS: DiceRequest[] = [];

/** The roll of a code: its dice, the last of them the Wild Die (exploding on 6), the pips added. */
export function poolRequest(code: DieCode): DiceRequest {
  const key = code.dice * PIPS_PER_DIE + code.pips;
  const known = POOLS[key];
  if (known !== undefined) return known;
  const request: DiceRequest = { count: code.dice, faces: 6, wild: { explodeOn: 6 }, modifier: code.pips };
  if (Number.isSafeInteger(key) && key >= 0) POOLS[key] = request;
  return request;
}

/** Requests for the total alone, by code as POOLS is, one list per complication rule. */
const QUIET_POOLS: Record<ComplicationRule, DiceRequest[]> = { remove: [], flag: [] };

/**
 * The roll of a code for a fight no one is listening to: the same dice as `poolRequest`'s, drawn
 * in the same order, answered with the total alone as the Wild Die rule reads it under `rule`
 * (`readWildDie`): every pool of such a fight is read for nothing else.
 */
export function quietPoolRequest(code: DieCode, rule: ComplicationRule): DiceRequest {
  const key = code.dice * PIPS_PER_DIE + code.pips;
  const pools = QUIET_POOLS[rule];
  const known = pools[key];
  if (known !== undefined) return known;
  const request: DiceRequest = {
    count: code.dice,
    faces: 6,
    wild: { explodeOn: 6 },
    modifier: code.pips,
    totalOnly: rule === "remove" ? "less-complication" : "sum",
  };
  if (Number.isSafeInteger(key) && key >= 0) pools[key] = request;
  return request;
}

/** A code doubled, as a Fate Point doubles every code for a round: dice and pips alike. */
export function doubled(code: DieCode): DieCode {
  return dieCode(code.dice * 2, code.pips * 2);
}

/** Character Points spent on a roll: one die each, rolled again on a 6 like the Wild Die, but a 1 on one is no complication. */
export function characterPointDice(points: number): DiceRequest {
  return { count: points, faces: 6, explode: [6] };
}
