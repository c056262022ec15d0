import { rerolledRounds } from "../../../engine/clock/shapes";
import { D6_DURATIONS } from "../durations";
import type { DiceOutcome } from "../../../engine/dice/DiceRequest";
import type { ActorSnapshot } from "../../../engine/play/ActorSnapshot";
import type { CombatRules, InitiativeResult, Pip } from "../../../engine/play/CombatRules";
import { text } from "../../../engine/text/LocalText";
import { isStanding, mayTakeTurn } from "../fighter";
import { initiativeDice, initiativeScore } from "../initiative";
import { spendPoint } from "../luck";
import type { ComplicationRule } from "../WildDie";
import { FRESH_BUDGET, MOST_DECLARED, budgetOf, declare, spendAction } from "./budget";
import { fighterOf } from "./snapshot";

const K = "TURNWRIGHT.D6Pool";

function rollInitiative(actor: ActorSnapshot, outcomes: readonly DiceOutcome[], luck: boolean, rule: ComplicationRule): InitiativeResult {
  const read = fighterOf(actor, rule);
  if (!read.ok) return { score: 0, tiebreak: [], detail: text(`${K}.Initiative.Unreadable`), changes: [] };
  const fighter = read.value.fighter;
  const spent = luck ? spendPoint(fighter.characterPoints, "character") : null;
  const useLuck = spent?.ok === true;
  // Without a point to spend, the extra die Foundry threw is not counted.
  const counted = useLuck ? outcomes : outcomes.slice(0, 1);
  const score = initiativeScore(fighter.actor, counted, rule);
  const detail = score.complication
    ? text(`${K}.Initiative.Complication`, { total: score.total })
    : text(useLuck ? `${K}.Initiative.CharacterPoint` : `${K}.Initiative.Roll`, { total: score.total });
  return {
    score: score.total,
    tiebreak: [],
    detail,
    changes: useLuck && spent.ok ? [{ actor: actor.ref, system: { characterPoints: spent.value } }] : [],
  };
}

/** One pip per declared action, filled once used; the defence in force and a Fate Point as pips of their own. */
function pips(stored: unknown): Pip[] {
  const budget = budgetOf(stored);
  const shown: Pip[] = [];
  for (let action = 1; action <= (budget.declared ?? 0); action++)
    shown.push({ label: text(`${K}.Pip.action`, { n: action }), kind: "declared", spent: action <= budget.used });
  if (budget.defence !== null) {
    shown.push({
      label: text(`${K}.Pip.${budget.defence.full ? "fullDefence" : "defence"}`, { kind: `${K}.Defence.${budget.defence.kind}`, total: budget.defence.total }),
      kind: "defence",
      spent: false,
    });
  }
  if (budget.fate) shown.push({ label: text(`${K}.Pip.fate`), kind: "luck", spent: false });
  return shown;
}

/** The tracker's rules for d6-pool: initiative rolled every round, actions declared on the turn, a defence held until the next. */
export function d6Combat(rule: ComplicationRule): CombatRules {
  const readable = (actor: ActorSnapshot) => {
    const read = fighterOf(actor, rule);
    return read.ok ? read.value.fighter : null;
  };
  return {
    clock: rerolledRounds,
    durations: D6_DURATIONS,
    initiativeDice: (actor, options) => {
      const fighter = readable(actor);
      return fighter === null ? [] : initiativeDice(fighter.actor, options.luck && fighter.characterPoints > 0 ? 1 : 0);
    },
    initiative: (actor, outcomes, options) => rollInitiative(actor, outcomes, options.luck, rule),
    initiativeLuck: text(`${K}.Initiative.Luck`),
    hasLuck: (actor) => (readable(actor)?.characterPoints ?? 0) > 0,
    canAct: (actor) => {
      const fighter = readable(actor);
      return fighter !== null && isStanding(fighter) && mayTakeTurn(fighter);
    },
    freshBudget: () => FRESH_BUDGET,
    // Its turn has come: the defence it rolled last time stops holding.
    startTurn: (stored) => ({ ...budgetOf(stored), defence: null }),
    // Declared actions and the round's Fate end with the round; a defence in force does not.
    startRound: (stored) => ({ ...FRESH_BUDGET, defence: budgetOf(stored).defence }),
    startStep: (budget) => budget,
    postTurn: () => null,
    spend: (stored, action) => spendAction(stored, action),
    declared: { most: MOST_DECLARED, declare },
    // The source lets the GM roll once for a group of identical foes.
    groupInitiative: true,
    pips,
    // The defence in force is what an attacker must read off the token.
    tokenMark: (stored) => {
      const defence = budgetOf(stored).defence;
      return defence === null
        ? null
        : text(`${K}.Mark.${defence.full ? "fullDefence" : "defence"}`, { kind: `${K}.Defence.${defence.kind}`, total: defence.total });
    },
    // Its clock has no passes to leave.
    exhausted: null,
    // Interrupting after a wait is the clock's act, which makes it the waiter's own moment.
    outOfTurn: () => false,
  };
}
