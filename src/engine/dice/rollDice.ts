import type { DiceOutcome, DiceRequest, RolledDie } from "./DiceRequest";
import { DiceRequestError } from "./DiceRequestError";
import type { FaceSource } from "./FaceSource";
import { explodeFacesOf, MAX_REROLLS_PER_DIE, NO_FACES } from "./explosion";
import { rolledDie, singleDiePool, singleFaceDie } from "./rolledDie";
import { settleOutcome } from "./settleOutcome";
import { simplePoolValid } from "./simplePoolValid";
import { validateDiceRequest } from "./validateDiceRequest";
import { totalLessComplication } from "./wildComplication";

/**
 * Requests already found valid. Rules ask for the same few requests (a d100, initiative's d10)
 * thousands of times a study, and a request is readonly data, so one check per object is enough.
 */
const ACCEPTED = new WeakSet<DiceRequest>();

/**
 * Throws the dice a rule asked for. Each die takes one face from `source`; while it shows one of
 * its explode faces it is thrown again and the new face added (at most MAX_REROLLS_PER_DIE
 * times). The last die of a pool with a Wild Die explodes on the Wild Die's face only. An invalid
 * request throws a DiceRequestError carrying the refusal. A request for its total only is drawn
 * the same way, die for die, and answered without its dice.
 */
export function rollDice(request: DiceRequest, source: FaceSource): DiceOutcome {
  // One plain die (a d100 test, initiative's d10, most damage) is nearly every roll of a fight:
  // checked inline and answered from shared dice, it costs little beyond the generator itself.
  const modifier = request.modifier ?? 0;
  if (request.count === 1 && request.explode === undefined && request.wild === undefined && request.keep === undefined) {
    if (request.faces >= 2 && Number.isSafeInteger(request.faces) && Number.isSafeInteger(modifier)) {
      const face = throwDie(source, request.faces);
      return { request, dice: singleDiePool(face), total: face + modifier };
    }
  }
  return rollPool(request, source);
}

/** Every other pool: several dice, explosions, a Wild Die, keep rules. Kept apart so the JIT can inline the common case above. */
function rollPool(request: DiceRequest, source: FaceSource): DiceOutcome {
  // A pool with no explosion or keep rule (a plain 3d6, a Wild Die pool) is checked in place, as
  // validateDiceRequest would check it, every time: rules build plain pools afresh for each roll
  // (damage dice), and remembering each in ACCEPTED cost a study more than the check (a weak
  // set's entries are the collector's work). The rest are remembered.
  const simple = request.explode === undefined && request.keep === undefined;
  if (simple ? !simplePoolValid(request) : !ACCEPTED.has(request)) {
    const refusal = validateDiceRequest(request);
    if (refusal !== null) throw new DiceRequestError(refusal);
    if (!simple) ACCEPTED.add(request);
  }
  // A keep rule must weigh every die against the others: that pool is rolled in full, whoever reads it.
  if (request.totalOnly !== undefined && request.keep === undefined) return { request, dice: NO_DICE, total: poolTotal(request, source) };
  const size = request.faces;
  const count = request.count;
  if (simple && request.wild === undefined && request.totalOnly === undefined) {
    // Plain dice (3d6): no explosion to look for, no keep to apply.
    const plain = new Array<RolledDie>(count);
    let total = request.modifier ?? 0;
    for (let index = 0; index < count; index++) {
      const face = throwDie(source, size);
      total += face;
      plain[index] = singleFaceDie(face, false, true);
    }
    return { request, dice: plain, total };
  }

  const wildIndex = request.wild === undefined ? -1 : count - 1;
  // Sized up front: growing an empty array push by push was a visible cost in the dice benchmark.
  const dice = new Array<RolledDie>(count);
  let sum = 0;
  const ordinaryExplodesOn = request.explode ?? NO_FACES;
  // Asked once per pool, not once per die: a Wild Die's own face list was a new array every roll.
  const wildExplodesOn = wildIndex < 0 ? NO_FACES : explodeFacesOf(request, wildIndex);
  for (let index = 0; index < count; index++) {
    const wild = index === wildIndex;
    const explodesOn = wild ? wildExplodesOn : ordinaryExplodesOn;
    const face = throwDie(source, size);
    if (explodesOn.length === 0 || !explodesOn.includes(face)) {
      sum += face;
      dice[index] = singleFaceDie(face, wild, true);
      continue;
    }
    const faces = [face];
    sum += explosionsAfter(source, size, explodesOn, face, faces);
    dice[index] = rolledDie(faces, wild, true);
  }
  return settleOutcome(request, dice, sum);
}

/** The dice of an outcome that lists none. */
const NO_DICE: readonly RolledDie[] = [];

/**
 * The total of a pool whose dice nobody reads: the same faces drawn in the same order as the full
 * roll above draws them, and only the sums a total needs kept, with no die or list built.
 */
function poolTotal(request: DiceRequest, source: FaceSource): number {
  const size = request.faces;
  const count = request.count;
  const wild = request.wild;
  const ordinaryExplodesOn = request.explode ?? NO_FACES;
  // The ordinary dice first, the Wild Die (when there is one) last, as the full roll throws them:
  // its own loop asks nothing about wildness of each die, and a Wild Die pool is most of a fight's.
  const ordinary = wild === undefined ? count : count - 1;
  let sum = 0;
  // 0 stands for none: every die shows at least 1, and a complication takes 0 off when alone.
  let highestOther = 0;
  if (ordinaryExplodesOn.length === 0) {
    // Most pools (every Wild Die pool) have no ordinary explosion: no face list to search per die.
    for (let index = 0; index < ordinary; index++) {
      const face = throwDie(source, size);
      sum += face;
      if (face > highestOther) highestOther = face;
    }
  } else {
    for (let index = 0; index < ordinary; index++) {
      const die = explosionsAfter(source, size, ordinaryExplodesOn, throwDie(source, size), null);
      sum += die;
      if (die > highestOther) highestOther = die;
    }
  }
  let wildFirstFace = 0;
  if (wild !== undefined) {
    wildFirstFace = throwDie(source, size);
    sum += explosionsAfter(source, size, explodeFacesOf(request, count - 1), wildFirstFace, null);
  }
  const total = sum + (request.modifier ?? 0);
  return request.totalOnly === "less-complication" ? totalLessComplication(total, wildFirstFace, highestOther) : total;
}

/**
 * A die's total once its explosions are thrown: from its first face `first`, it is thrown again
 * while it shows an explode face, at most MAX_REROLLS_PER_DIE times. Each new face is added to
 * `faces` when a list of them is kept.
 */
function explosionsAfter(source: FaceSource, size: number, explodesOn: readonly number[], first: number, faces: number[] | null): number {
  let face = first;
  let total = first;
  for (let rerolls = 0; rerolls < MAX_REROLLS_PER_DIE && explodesOn.includes(face); rerolls++) {
    face = throwDie(source, size);
    total += face;
    faces?.push(face);
  }
  return total;
}

/** One face from the source, checked: a FaceSource written elsewhere must not smuggle in a 7 on a d6. */
function throwDie(source: FaceSource, size: number): number {
  const face = source.face(size);
  if (!Number.isInteger(face) || face < 1 || face > size) {
    throw new RangeError(`A FaceSource answered ${face} for a d${size}; expected a whole number from 1 to ${size}`);
  }
  return face;
}
