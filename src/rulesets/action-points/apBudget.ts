import type { RuleWord } from "../../engine/budget/ActionDefinition";
import type { FighterDraft } from "../../engine/fight/RuleSetRuntime";
import { canSpend, spendPoints } from "../../engine/budget/PointBudget";
import { allow, refuse, type Outcome } from "../../engine/Refusal";
import { fighterDraft, fighterWith, roundAp, type ApFighter } from "./fighter";

/** What the points are called, in a refusal. */
export const AP: RuleWord = { english: "AP", key: "TURNWRIGHT.ActionPoints.Unit" };

/**
 * The words of each action, made once: every payment names its action in case it is refused,
 * and splitting the id and joining the key on each one was 7% of a squad study's profile.
 */
const ACTION_WORDS = new Map<string, RuleWord>();

/**
 * An action as a refusal names it: its id in the engine's sentence (as the log has always
 * written it), its name for the table. An aimed attack ("attack:head") is an attack.
 */
export function apAction(id: string): RuleWord {
  let word = ACTION_WORDS.get(id);
  if (word === undefined) {
    word = { english: id, key: `TURNWRIGHT.ActionPoints.Action.${id.split(":")[0] ?? id}` };
    ACTION_WORDS.set(id, word);
  }
  return word;
}

/** The fighter after paying `cost` AP for `what`, or the refusal that names what is short. */
export function spendAp(fighter: ApFighter, cost: number, what: string): Outcome<ApFighter> {
  const spent = spendPoints({ points: fighter.ap, max: fighter.actor.actionPoints.max }, cost, apAction(what), AP);
  if (!spent.ok) return spent;
  const paid = fighterDraft(fighter);
  paid.ap = spent.value.points;
  return allow(paid);
}

/**
 * The fighter after paying `cost` AP, or null where `spendAp` would refuse: a headless turn asks
 * this first and words the refusal (`spendAp`) only when it is refused and someone reads the log.
 */
export function paidAp(fighter: ApFighter, cost: number): FighterDraft<ApFighter> | null {
  if (!canSpend(fighter.ap, cost)) return null;
  const paid = fighterDraft(fighter);
  paid.ap = fighter.ap - cost;
  return paid;
}

/** Full Defense: free, once a round, the Defense skill added to this round's AP. */
export function fullDefense(fighter: ApFighter): Outcome<ApFighter> {
  if (fighter.fullDefense !== null) return refuse("full-defense-taken", "Full Defense is already declared this round", {});
  const bonus = fighter.actor.skills.defense;
  return allow(fighterWith(fighter, { ap: fighter.ap + bonus, fullDefense: { bonus, attacked: false } }));
}

/** An attack after Full Defense this round: its bonus comes off the next round's AP (once). */
export function attackAfterFullDefense(fighter: ApFighter): ApFighter {
  const defended = fighter.fullDefense;
  if (defended === null || defended.attacked) return fighter;
  return fighterWith(fighter, { fullDefense: { bonus: defended.bonus, attacked: true }, nextRoundLess: defended.bonus });
}

/** A new round: AP back to the most (less a forfeited bonus), no Full Defense, nothing declared. */
export function newRound(fighter: ApFighter): ApFighter {
  const fresh = fighterDraft(fighter);
  fresh.ap = roundAp(fighter);
  fresh.fullDefense = null;
  fresh.nextRoundLess = 0;
  fresh.declared = 0;
  return fresh;
}
