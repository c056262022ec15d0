import { EMPTY_SLOT_BUDGET } from "../../../engine/budget/SlotBudget";
import { PHASES_DURATIONS } from "../durations";
import { phasedTurns } from "../../../engine/clock/shapes";
import type { DiceOutcome } from "../../../engine/dice/DiceRequest";
import type { ActorSnapshot } from "../../../engine/play/ActorSnapshot";
import type { CombatRules, InitiativeResult, Pip } from "../../../engine/play/CombatRules";
import { text } from "../../../engine/text/LocalText";
import { allow, refuse } from "../../../engine/Refusal";
import { phaseAction } from "../actions";
import { isStanding } from "../fighter";
import { initiative, ROLL_OFF } from "../initiative";
import { noteDodge, startOpportunityPhase } from "../opportunity/allowance";
import { answerOpportunity } from "./answerOpportunity";
import { readOpportunityAction } from "./opportunityAction";
import { allowanceOf, budgetOf, budgetRecord, restrictedOf, startPhaseTurn } from "./phaseBudgetRecord";
import { spendPhaseAction } from "./phaseSpend";
import { postTurnStep } from "./postTurnStep";
import { fighterOf } from "./snapshot";

const K = "TURNWRIGHT.Phases";

function rollInitiative(actor: ActorSnapshot, outcomes: readonly DiceOutcome[]): InitiativeResult {
  const rollOff = outcomes[0]?.total ?? 1;
  const read = fighterOf(actor);
  // An unreadable sheet still gets a place (last), so the fight can go on while the GM fixes it.
  if (!read.ok) return { score: 0, tiebreak: [rollOff], detail: text(`${K}.Initiative.Roll`, { combatValue: 0, reflexes: 0, rollOff }), changes: [] };
  const sheet = read.value.fighter.actor;
  const score = initiative(sheet, rollOff);
  return {
    score: score.score,
    tiebreak: score.tiebreak,
    detail: text(`${K}.Initiative.Roll`, { combatValue: sheet.combatValue, reflexes: sheet.lightningReflexes, rollOff }),
    changes: [],
  };
}

/** What each kind of action fills, for the pips. */
const FILLS: Readonly<Record<string, { attack: number; move: number }>> = {
  attack: { attack: 1, move: 0 },
  move: { attack: 0, move: 1 },
  travel: { attack: 0, move: 1 },
  fullPhase: { attack: 1, move: 1 },
  run: { attack: 1, move: 1 },
};

/**
 * Attack, Move and Full-phase. A second move takes the attack's place, so it fills the Attack
 * pip; anything that uses a slot rules out a full-phase action, so it fills that pip.
 */
function pips(stored: unknown): Pip[] {
  let attack = 0;
  let move = 0;
  for (const spent of budgetOf(stored).turn) {
    const fills = FILLS[spent.kind];
    if (fills === undefined) continue;
    attack += fills.attack;
    move += fills.move;
  }
  const moveSpent = move >= 1;
  const attackSpent = attack >= 1 || move >= 2;
  return [
    { label: text(`${K}.Kind.attack`), kind: "attack", spent: attackSpent },
    { label: text(`${K}.Kind.move`), kind: "move", spent: moveSpent },
    { label: text(`${K}.Kind.fullPhase`), kind: "fullPhase", spent: attackSpent || moveSpent },
  ];
}

export const PHASES_COMBAT: CombatRules = {
  clock: phasedTurns,
  durations: PHASES_DURATIONS,
  initiativeDice: () => [ROLL_OFF],
  initiative: (actor, outcomes) => rollInitiative(actor, outcomes),
  // Initiative is Combat Value + Lightning Reflexes with no die: there is nothing for luck to change.
  initiativeLuck: null,
  hasLuck: () => false,
  canAct: (actor) => {
    const read = fighterOf(actor);
    return read.ok && isStanding(read.value.fighter);
  },
  freshBudget: () => EMPTY_SLOT_BUDGET,
  // Each Phase in which the character acts is its turn in the tracker's terms.
  startTurn: (stored, step) => startPhaseTurn(stored, step.restricted),
  startRound: () => EMPTY_SLOT_BUDGET,
  // Every Phase gives every threatener its attacks of opportunity afresh.
  startStep: (stored) => budgetRecord(budgetOf(stored), startOpportunityPhase(), restrictedOf(stored)),
  spend(stored, actionId, actor) {
    const read = fighterOf(actor);
    const answer = readOpportunityAction(actionId);
    if (answer !== undefined) return read.ok ? answerOpportunity(read.value.fighter, stored, answer) : read;
    const action = phaseAction(actionId);
    if (action === undefined) return refuse("unknown-action", `There is no action called ${actionId}`, { action: actionId });
    if (!read.ok) return read;
    const spent = spendPhaseAction(read.value.fighter, stored, action);
    if (!spent.ok) return spent;
    // Dodging rules out attacks of opportunity for the rest of the Phase.
    const allowance = action.id === "dodge" ? noteDodge(allowanceOf(stored)) : allowanceOf(stored);
    return allow(budgetRecord(spent.value, allowance, restrictedOf(stored)));
  },
  pips,
  // Nothing of a turn lasts past it for the token to show.
  tokenMark: () => null,
  // Its clock has no passes to leave.
  exhausted: null,
  // Nobody declares actions up front.
  declared: null,
  groupInitiative: false,
  // After Phase 4 everyone able Takes a Recovery; the tracker applies it and says so.
  postTurn: postTurnStep,
  // Block, Dodge, Missile Deflection and Roll With A Punch out of turn are the clock's Abort,
  // which costs the next place in the order. Only an attack of opportunity (or letting one
  // pass) is answered out of turn through the budget.
  outOfTurn: (action) => readOpportunityAction(action) !== undefined,
};
