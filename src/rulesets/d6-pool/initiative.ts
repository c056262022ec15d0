import type { DiceOutcome, DiceRequest } from "../../engine/dice/DiceRequest";
import { initiativeBonus } from "./combatDifficulty";
import { characterPointDice, poolRequest, type DieCode } from "./dieCode";
import { codeOf } from "./rollCode";
import type { D6Actor } from "./schema";
import { readWildDie, type ComplicationRule } from "./WildDie";
import { canAct, type WoundLevel } from "./woundLevel";

export interface InitiativeScore {
  readonly total: number;
  /** The Perception roll's Wild Die came up 1 first. */
  readonly complication: boolean;
}

/**
 * The pool a Perception code throws for initiative; null for a Perception at 0D, which cannot be
 * relied on (the source: no skill or attribute reduced to zero): no dice are thrown for it, and
 * the initiative is its pips and the bonus, with any Character Point's die.
 */
export function perceptionPool(perception: DieCode): DiceRequest | null {
  return perception.dice < 1 ? null : poolRequest(perception);
}

/**
 * The dice of a round's initiative: the Perception code (no multi-action, wound or Fate on it;
 * none at 0D), then one more die for each Character Point spent on it (Fate may not be).
 */
export function initiativeDice(actor: D6Actor, characterPoints: number): DiceRequest[] {
  const perception = perceptionPool(codeOf(actor, "perception"));
  const points = characterPoints > 0 ? [characterPointDice(characterPoints)] : [];
  return perception === null ? points : [perception, ...points];
}

/** The character's initiative bonus, from its sheet. */
export function initiativeBonusOf(actor: D6Actor): number {
  return initiativeBonus({ perception: codeOf(actor, "perception"), search: codeOf(actor, "search"), agility: codeOf(actor, "agility") });
}

/** The Perception roll read with the world's complication rule, the Character Point dice and the initiative bonus added. */
export function initiativeScore(actor: D6Actor, outcomes: readonly DiceOutcome[], rule: ComplicationRule): InitiativeScore {
  return initiativeTotal(codeOf(actor, "perception"), outcomes, initiativeBonusOf(actor), rule);
}

/**
 * The same score from a bonus already worked out (a fighter keeps its own for the whole fight).
 * `outcomes` are the dice `initiativeDice` asked for: without a Perception pool (0D), only the
 * Character Points' dice, added to its pips.
 */
export function initiativeTotal(code: DieCode, outcomes: readonly DiceOutcome[], bonus: number, rule: ComplicationRule): InitiativeScore {
  if (perceptionPool(code) === null) return { total: outcomes.reduce((sum, outcome) => sum + outcome.total, code.pips + bonus), complication: false };
  const perception = outcomes[0];
  if (perception === undefined) throw new RangeError("d6-pool: initiative needs its Perception roll");
  const read = readWildDie(perception, rule);
  // The Character Point dice after it, added in place: every fighter rolls this every round.
  let total = read.total + bonus;
  for (let index = 1; index < outcomes.length; index++) total += outcomes[index]?.total ?? 0;
  return { total, complication: read.complication };
}

/** Unconscious, immobilised or incapacitated and worse: no action this round, its place kept. */
export function mayAct(actor: D6Actor): boolean {
  return mayActWith(actor.conditions, actor.wound);
}

/** The same, from the sheet's conditions and a wound the fight has given it since. */
export function mayActWith(conditions: D6Actor["conditions"], wound: WoundLevel): boolean {
  return !conditions.unconscious && !conditions.immobilised && canAct(wound);
}
