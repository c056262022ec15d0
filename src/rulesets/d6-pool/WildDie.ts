import type { DiceOutcome, RolledDie } from "../../engine/dice/DiceRequest";
import { COMPLICATION_FACE, totalLessComplication } from "../../engine/dice/wildComplication";

/**
 * What the world does with a complication (a first roll of 1 on the Wild Die): by default the 1
 * and the highest other die are taken off the total; the GM may instead keep the total and
 * only have the complication flagged, to narrate.
 */
export type ComplicationRule = "remove" | "flag";

export interface WildDieReading {
  readonly total: number;
  readonly complication: boolean;
  /** The dice taken off the total, the Wild Die's 1 first. */
  readonly removed: readonly number[];
}

/** Nothing taken off: one shared list, since nearly every pool read is one. */
const NONE_REMOVED: readonly number[] = [];

function sum(faces: readonly number[]): number {
  let total = 0;
  for (const face of faces) total += face;
  return total;
}

/** The pool's Wild Die (its last die marked wild), or undefined for a pool without one. */
function wildDieOf(dice: readonly RolledDie[]): RolledDie | undefined {
  // The loop, not find(), because every pool of a fight is read here.
  for (let index = dice.length - 1; index >= 0; index--) {
    const die = dice[index];
    if (die?.wild === true) return die;
  }
  return undefined;
}

/** The highest exploded total among the dice other than `wild`, or null when there are none. */
function highestOther(dice: readonly RolledDie[], wild: RolledDie): number | null {
  // A loop rather than filter, map and a spread: a sixth of the pools of a fight come up a complication.
  let highest: number | null = null;
  for (const die of dice) {
    if (die === wild) continue;
    const total = sum(die.faces);
    if (highest === null || total > highest) highest = total;
  }
  return highest;
}

/**
 * A pool's total as the Wild Die rule reads it. The engine has already rolled the Wild Die again
 * on each 6 and added the faces; a 1 counts as a complication only as its first face (a 1 after
 * a 6 is just another face added).
 */
export function readWildDie(outcome: DiceOutcome, rule: ComplicationRule): WildDieReading {
  const wild = wildDieOf(outcome.dice);
  const first = wild?.faces[0] ?? 0;
  const complication = wild !== undefined && first === COMPLICATION_FACE;
  if (wild === undefined || !complication || rule === "flag") return { total: outcome.total, complication, removed: NONE_REMOVED };
  const highest = highestOther(outcome.dice, wild);
  const removed = highest === null ? [COMPLICATION_FACE] : [COMPLICATION_FACE, highest];
  // A fight no one is listening to reads the same total as its pools are drawn (`quietPoolRequest`).
  return { total: totalLessComplication(outcome.total, first, highest), complication, removed };
}

/** Every face a pool showed, the ordinary dice first and then the Wild Die's in order, and the Wild Die's alone. */
export function poolFaces(outcome: DiceOutcome): { readonly dice: readonly number[]; readonly wild: readonly number[] } {
  const dice: number[] = [];
  let wild: readonly number[] = [];
  for (const die of outcome.dice) {
    if (die.wild) wild = die.faces;
    else dice.push(...die.faces);
  }
  return { dice: [...dice, ...wild], wild };
}

/**
 * A pool as a card keeps it: every face (the Wild Die's last), how many of them are the Wild
 * Die's, whether it came up a complication, which ordinary die was taken off for it (its
 * position in `dice`; null for none) and the total read under the world's rule.
 */
export interface RolledPool {
  readonly dice: readonly number[];
  readonly wild: number;
  readonly complication: boolean;
  readonly removed: number | null;
  readonly total: number;
}

export function rolledPool(outcome: DiceOutcome, rule: ComplicationRule): RolledPool {
  const read = readWildDie(outcome, rule);
  const faces = poolFaces(outcome);
  const ordinary = faces.dice.length - faces.wild.length;
  const highest = read.removed[1];
  const removed = highest === undefined ? null : faces.dice.slice(0, ordinary).indexOf(highest);
  return { dice: faces.dice, wild: faces.wild.length, complication: read.complication, removed: removed === -1 ? null : removed, total: read.total };
}
