import { EMPTY_SLOT_BUDGET, startSlotTurn } from "../../../engine/budget/SlotBudget";
import { D100_DURATIONS } from "../durations";
import { fixedRounds } from "../../../engine/clock/shapes";
import type { DiceOutcome } from "../../../engine/dice/DiceRequest";
import type { ActorSnapshot } from "../../../engine/play/ActorSnapshot";
import type { CombatRules, InitiativeResult, Pip } from "../../../engine/play/CombatRules";
import { text } from "../../../engine/text/LocalText";
import { refuse } from "../../../engine/Refusal";
import { d100Action } from "../actions";
import { spendFate } from "../fate";
import { isOut } from "../fighter";
import { INITIATIVE_DIE, TIEBREAK_DIE, initiative } from "../initiative";
import { fighterOf } from "./snapshot";
import { budgetOf, spendTurnAction } from "./turnSpend";

function rollInitiative(actor: ActorSnapshot, outcomes: readonly DiceOutcome[], luck: boolean): InitiativeResult {
  const die = outcomes[0]?.total ?? 1;
  const rollOff = outcomes[1]?.total ?? 1;
  const read = fighterOf(actor);
  const agility = read.ok ? read.value.fighter.actor.agility : 0;
  const fate = read.ok ? read.value.fighter.fate : 0;
  const spent = luck ? spendFate(fate) : null;
  const useLuck = spent !== null && spent.ok;
  const score = initiative(die, agility, rollOff, useLuck);
  return {
    score: score.total,
    tiebreak: score.tiebreak,
    detail: useLuck
      ? text("TURNWRIGHT.D100Fate.Initiative.Fate", { bonus: score.total - 10, rollOff })
      : text("TURNWRIGHT.D100Fate.Initiative.Roll", { die, bonus: score.total - die, rollOff }),
    changes: useLuck && spent.ok ? [{ actor: actor.ref, system: { "fate.value": spent.value } }] : [],
  };
}

/** Full, Half, Half, Reaction: a pip fills once what it stands for can no longer be taken. */
function pips(stored: unknown): Pip[] {
  const budget = budgetOf(stored);
  const kinds = budget.turn.map((spent) => spent.kind);
  const full = kinds.includes("full");
  const halves = kinds.filter((kind) => kind === "half").length;
  return [
    { label: text("TURNWRIGHT.D100Fate.Kind.full"), kind: "full", spent: full || halves > 0 },
    { label: text("TURNWRIGHT.D100Fate.Kind.half"), kind: "half", spent: full || halves > 0 },
    { label: text("TURNWRIGHT.D100Fate.Kind.half"), kind: "half", spent: full || halves > 1 },
    { label: text("TURNWRIGHT.D100Fate.Kind.reaction"), kind: "reaction", spent: (budget.round["reaction"] ?? 0) >= 1 },
  ];
}

export const D100_COMBAT: CombatRules = {
  clock: fixedRounds,
  durations: D100_DURATIONS,
  initiativeDice: () => [INITIATIVE_DIE, TIEBREAK_DIE],
  initiative: (actor, outcomes, options) => rollInitiative(actor, outcomes, options.luck),
  initiativeLuck: text("TURNWRIGHT.D100Fate.Fate.initiative"),
  hasLuck: (actor) => {
    const read = fighterOf(actor);
    return read.ok && read.value.fighter.fate > 0;
  },
  canAct: (actor) => {
    const read = fighterOf(actor);
    return read.ok && !isOut(read.value.fighter);
  },
  freshBudget: () => EMPTY_SLOT_BUDGET,
  startTurn: (stored) => startSlotTurn(budgetOf(stored)),
  startRound: () => EMPTY_SLOT_BUDGET,
  // Nothing in the rule set lasts exactly one step.
  startStep: (budget) => budget,
  // Rounds follow one another with no step between them.
  postTurn: () => null,
  spend(stored, actionId, actor) {
    const action = d100Action(actionId);
    if (action === undefined) return refuse("unknown-action", `There is no action called ${actionId}`, { action: actionId });
    const read = fighterOf(actor);
    if (!read.ok) return read;
    return spendTurnAction(read.value.fighter, stored, action);
  },
  pips,
  // Nothing of a turn lasts past it for the token to show.
  tokenMark: () => null,
  // Its clock has no passes to leave.
  exhausted: null,
  // Nobody declares actions up front.
  declared: null,
  groupInitiative: false,
  outOfTurn: (actionId) => d100Action(actionId)?.kind === "reaction",
};
