import type { DiceOutcome, DiceRequest } from "../../engine/dice/DiceRequest";
import { initiativeBonus } from "./combatDifficulty";
import { characterPointDice, poolRequest } from "./dieCode";
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
 * The dice of a round's initiative: the Perception code (no multi-action, wound or Fate on it),
 * then one more die for each Character Point spent on it (Fate may not be).
 */
export function initiativeDice(actor: D6Actor, characterPoints: number): DiceRequest[] {
  const perception = poolRequest(codeOf(actor, "perception"));
  return characterPoints > 0 ? [perception, characterPointDice(characterPoints)] : [perception];
}

/** The character's initiative bonus, from its sheet. */
export function initiativeBonusOf(actor: D6Actor): number {
  return initiativeBonus({ perception: codeOf(actor, "perception"), search: codeOf(actor, "search"), agility: codeOf(actor, "agility") });
}

/** The Perception roll read with the world's complication rule, the Character Point dice and the initiative bonus added. */
export function initiativeScore(actor: D6Actor, outcomes: readonly DiceOutcome[], rule: ComplicationRule): InitiativeScore {
  return initiativeTotal(outcomes, initiativeBonusOf(actor), rule);
}

/** The same score from a bonus already worked out (a fighter keeps its own for the whole fight). */
export function initiativeTotal(outcomes: readonly DiceOutcome[], bonus: number, rule: ComplicationRule): InitiativeScore {
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
