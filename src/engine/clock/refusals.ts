import { refuse } from "../Refusal";
import type { ClockOperation, ClockShape } from "./ClockShape";
import type { ClockRefused } from "./ClockResult";

/** Every refusal the clock gives: a stable code, and an English sentence that says why. */
export const refusals = {
  unsupported: (shape: ClockShape, operation: ClockOperation): ClockRefused =>
    refuse("unsupported-by-clock", `The ${shape.name} clock has no ${operation}: its rule set does not work that way.`, { shape: shape.name, operation }),
  invalidShape: (shape: ClockShape, why: string): ClockRefused =>
    refuse("invalid-shape", `The ${shape.name} clock shape is unusable: ${why}.`, { shape: shape.name }),
  invalidCombatant: (why: string): ClockRefused => refuse("invalid-combatant", `A combatant cannot join: ${why}.`),
  duplicate: (id: string): ClockRefused => refuse("duplicate-combatant", `${id} is already in the fight.`, { combatant: id }),
  unknown: (id: string): ClockRefused => refuse("unknown-combatant", `${id} is not in the fight.`, { combatant: id }),
  needsInitiative: (): ClockRefused => refuse("needs-initiative", "Initiative must be set before the round can go on."),
  initiativeSet: (shape: ClockShape): ClockRefused =>
    shape.initiative === "once"
      ? refuse("initiative-kept", "Initiative is set once, at the start, and kept for the whole fight.")
      : refuse("initiative-between-rounds", "Initiative is set between rounds; this round is still going on."),
  noCombatants: (): ClockRefused => refuse("no-combatants", "There is nobody in the fight to rank."),
  missingInitiative: (id: string): ClockRefused => refuse("missing-initiative", `${id} has no initiative score.`, { combatant: id }),
  invalidInitiative: (id: string): ClockRefused =>
    refuse("invalid-initiative", `${id}'s initiative must be a finite number, with a tiebreak of finite numbers.`, { combatant: id }),
  needsScore: (id: string): ClockRefused =>
    refuse("needs-initiative-score", `${id} joins a fight whose order is already set, so it needs an initiative score.`, { combatant: id }),
  nobodyCanAct: (): ClockRefused => refuse("nobody-can-act", "Nobody in the fight can act, so there is no turn to move to."),
  notYourTurn: (id: string, what: string): ClockRefused =>
    refuse("not-your-turn", `Only the combatant whose turn it is can ${what}; it is not ${id}'s turn.`, { combatant: id, action: what }),
  notNow: (what: string): ClockRefused =>
    refuse("no-turn-now", `Nobody can ${what} now: no turn is under way (the Post-Turn takes no time, and a round waits for initiative).`, {
      action: what,
    }),
  interruptUnderWay: (id: string): ClockRefused =>
    refuse("interrupt-under-way", `${id} is already acting out of turn; one out-of-turn action at a time.`, { combatant: id }),
  notHolding: (id: string): ClockRefused => refuse("not-holding", `${id} has no held action to take.`, { combatant: id }),
  holding: (id: string): ClockRefused => refuse("holding", `${id} is holding an action: take it with act instead.`, { combatant: id }),
  alreadyActing: (id: string): ClockRefused => refuse("already-acting", `It is already ${id}'s turn.`, { combatant: id }),
  cannotAct: (id: string): ClockRefused => refuse("cannot-act", `${id} cannot act.`, { combatant: id }),
  unaware: (id: string): ClockRefused => refuse("unaware", `${id} is unaware and cannot act in the Surprise Phase.`, { combatant: id }),
  alreadyAborted: (id: string): ClockRefused =>
    refuse("already-aborted", `${id} has already aborted its next action and cannot abort again until it comes round.`, { combatant: id }),
  missingTrigger: (): ClockRefused => refuse("missing-trigger", "A readied action needs the condition it waits for."),
  alreadyDeclared: (id: string): ClockRefused =>
    refuse("already-declared", `${id} has already declared its actions this round; no more can be added.`, { combatant: id }),
  invalidCount: (count: number): ClockRefused =>
    refuse("invalid-count", `A combatant declares a whole number of actions, at least 1 (not ${count}).`, { count }),
  notDeclared: (id: string): ClockRefused =>
    refuse("not-declared", `${id} must declare its number of actions first: waiting counts as one of them.`, { combatant: id }),
  noActionsLeft: (id: string, count: number): ClockRefused =>
    refuse("no-actions-left", `${id} declared ${count} action(s) and has waited that many times already.`, { combatant: id, count }),
  alreadyPassed: (id: string): ClockRefused => refuse("already-passed", `${id} is already out of this round's passes.`, { combatant: id }),
  alreadyActed: (id: string): ClockRefused => refuse("already-acted", `${id} has already had its turn this round.`, { combatant: id }),
  alreadyPushed: (id: string): ClockRefused => refuse("already-pushed", `${id} has already been pushed this round.`, { combatant: id }),
  nothingToUndo: (): ClockRefused => refuse("nothing-to-undo", "There is no earlier step to go back to."),
};
