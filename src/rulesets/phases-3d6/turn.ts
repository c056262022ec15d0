import type { ChosenTarget } from "../../engine/fight/FightContext";
import type { FightContext } from "../../engine/fight/FightContext";
import type { ActionKind } from "../../engine/events";
import { PHASE_ACTIONS, type PhaseAction, type PhaseActionKind } from "./actions";
import { resolveAttack } from "./attackFlow";
import { beginAction, holdsAnyone, openOn } from "./beginAction";
import { conditionsWith, fighterDraft, fighterWith, isStanding, type PhasesFighter } from "./fighter";
import { aimsAtSomeone, manoeuvre, type Manoeuvre } from "./manoeuvres";
import { inTheWay, moveAction, pathAway, pathToward, type MoveAction } from "./movement";
import { hexDistance } from "./hex/distance";
import { sameHex, type Hex } from "./hex/Hex";
import { actUnderThreat, moveUnderThreat } from "./underThreat";
import { strikeDistance, withinStrike } from "./reach";
import { spendInPhase } from "./phaseBudget";
import { plannedActions, plannedAgainst } from "./policy";
import { takeRecovery } from "./recovery";
import { putUp, useManoeuvre } from "./useManoeuvre";

type Context = FightContext<PhasesFighter>;

/** The log's words for the kinds of a Phase. */
const LOGGED_KIND: Readonly<Record<PhaseActionKind, ActionKind>> = {
  attack: "attack",
  move: "move",
  travel: "move",
  fullPhase: "full",
  run: "full",
  free: "free",
  step: "step",
};

/** An action of the table with what a turn asks of it: whether it is a manoeuvre, aims at someone, covers ground. */
interface ActionInTurn {
  readonly action: PhaseAction;
  readonly used: Manoeuvre | undefined;
  readonly aims: boolean;
  readonly move: MoveAction | undefined;
}

/** Each action's answers, worked out once: every action of a study asked the same four tables by its id. */
const IN_TURN: ReadonlyMap<string, ActionInTurn> = new Map(
  PHASE_ACTIONS.map((action) => [action.id, { action, used: manoeuvre(action.id), aims: aimsAtSomeone(action.id), move: moveAction(action.id) }]),
);

function refused(context: Context, id: string, action: string, code: string, reason: string): void {
  if (context.listening) context.emit({ type: "refused", combatant: id, action, code, reason });
}

function setCondition(context: Context, id: string, condition: "stunned" | "prone", active: boolean): void {
  const fighter = context.fighter(id);
  if (fighter.conditions[condition] === active) return;
  context.replace(fighterWith(fighter, { conditions: conditionsWith(fighter.conditions, { [condition]: active }) }));
  if (context.listening) context.emit({ type: "condition", combatant: id, condition, active });
}

/**
 * What the action does once the budget has room for it. `upAlready` is true when the manoeuvre's
 * modifiers and guard were put up with the spend.
 */
function carryOut(context: Context, id: string, inTurn: ActionInTurn, target: ChosenTarget<PhasesFighter> | undefined, upAlready: boolean): void {
  const { action, used } = inTurn;
  if (used !== undefined) {
    if (!upAlready) useManoeuvre(context, id, used);
    if (target !== undefined) resolveAttack(context, id, used, target.fighter.id, target.reason);
    return;
  }
  if (inTurn.move !== undefined) return move(context, id, action.id, target?.fighter.id);
  switch (action.id) {
    case "standUp":
      return setCondition(context, id, "prone", false);
    case "dropProne":
      return setCondition(context, id, "prone", true);
    case "recoverFromStun":
      return setCondition(context, id, "stunned", false);
    case "takeRecovery": {
      const fighter = context.fighter(id);
      const recovered = takeRecovery({ stun: fighter.stun, body: fighter.body }, fighter.actor.stun.max, fighter.actor.recovery);
      context.replace(fighterWith(fighter, { stun: recovered.stun }));
      if (context.listening) context.emit({ type: "resource", combatant: id, resource: "stun", use: "recovery", remaining: recovered.stun });
      return;
    }
    default:
      return;
  }
}

/**
 * A movement on the map, toward the character it is about or away from it (see movement.ts);
 * toward stops once within striking distance. Without a map nothing moves.
 */
function move(context: Context, id: string, actionId: string, aboutId: string | undefined): void {
  const fighter = context.fighter(id);
  const how = moveAction(actionId);
  const about = aboutId === undefined ? undefined : context.fighter(aboutId);
  if (how === undefined || fighter.at === null || about === undefined || about.at === null) return;
  const standing = context.fighters().filter((other) => other.id !== id && other.at !== null && isStanding(other));
  const hexesOf = (allies: boolean): Hex[] => standing.flatMap((other) => (other.at === null || (other.side === fighter.side) !== allies ? [] : [other.at]));
  const hexes = how.hexes(fighter.actor.movement);
  const within = strikeDistance(fighter);
  const path =
    how.heading === "toward"
      ? pathToward(fighter.at, about.at, hexes, within, hexesOf(false), hexesOf(true))
      : pathAway(fighter.at, about.at, hexes, [...hexesOf(false), ...hexesOf(true)]);
  moveUnderThreat(context, id, actionId, path, how.manner);
  if (!context.listening) return;
  // Said once the attacks it provoked are over: one of them may have stopped it short.
  const moved = { type: "move", combatant: id, action: actionId, from: fighter.at, to: context.fighter(id).at ?? fighter.at } as const;
  // A move toward someone that fell short of its reach with nothing provoked on the way says why.
  const end = path[path.length - 1] ?? fighter.at;
  const gap = hexDistance(fighter.at, about.at) - within;
  if (how.heading !== "toward" || gap <= 0 || !sameHex(moved.to, end)) return context.emit(moved);
  if (hexes === 0) return context.emit({ ...moved, stopped: "immobile" });
  if (path.length - 1 >= Math.min(hexes, gap)) return context.emit(moved);
  const inWay = inTheWay(end, about.at, within, standing);
  // An enemy in the way stops a move as it always has: it is the nearer one to face.
  if (inWay[0] !== undefined && inWay[0].side !== fighter.side) return context.emit(moved);
  context.emit({ ...moved, stopped: "blocked", blockedBy: inWay.map((other) => other.id) });
}

/**
 * One planned action. `aimed` says whether `chosen` is the plan's choice of target, made for the
 * first action of the turn: nothing has changed since it was made, so asked again the fight
 * would answer the same enemy and draw nothing. Otherwise the target is asked for afresh.
 * `opening` says the turn's opening (`beginAction`) is still to be put on the actor: then it goes
 * on the copy the spend makes. Answers whether it went on.
 */
function takeAction(
  context: Context,
  id: string,
  actionId: string,
  restricted: boolean,
  aimed: boolean,
  chosen: ChosenTarget<PhasesFighter> | undefined,
  opening: boolean,
): boolean {
  const inTurn = IN_TURN.get(actionId);
  if (inTurn === undefined) {
    refused(context, id, actionId, "unknown-action", `There is no action called ${actionId}`);
    return false;
  }
  const action = inTurn.action;
  const fighter = context.fighter(id);
  if (fighter.conditions.heldBy !== null && (action.kind === "travel" || action.kind === "run" || action.kind === "step")) {
    refused(context, id, actionId, "held", `${fighter.name} is held and cannot move away`);
    return false;
  }
  let target: ChosenTarget<PhasesFighter> | undefined;
  if (inTurn.aims) {
    target = aimed ? chosen : context.target(id);
    if (target === undefined) {
      refused(context, id, actionId, "no-target", "No enemy is left standing to attack");
      return false;
    }
    if (!withinStrike(fighter, target.fighter)) {
      refused(context, id, actionId, "out-of-reach", `${target.fighter.name} is beyond ${fighter.name}'s reach`);
      return false;
    }
  } else if (inTurn.move !== undefined && fighter.at !== null) {
    target = aimed ? chosen : context.target(id);
  }
  const targetId = target?.fighter.id;
  const acted = fighterDraft(fighter);
  if (opening) openOn(acted);
  const spent = spendInPhase(restricted, acted.budget, action, fighter.actor.movement);
  if (!spent.ok) {
    refused(context, id, actionId, spent.refusal.code, spent.refusal.message);
    return false;
  }
  acted.budget = spent.value;
  // Off the map nothing strikes between the spend and the manoeuvre (see actUnderThreat), so its
  // modifiers and guard go up on the same copy, where each was a copy of its own. A Dodge's mark
  // on the Phase's allowance is left to useManoeuvre.
  const used = fighter.at === null ? inTurn.used : undefined;
  const upAlready = used !== undefined && used.effect !== "dodge";
  if (upAlready) putUp(acted, used);
  context.replace(acted);
  const kind = LOGGED_KIND[action.kind];
  if (context.listening)
    context.emit(
      targetId === undefined
        ? { type: "action", combatant: id, action: action.id, kind }
        : { type: "action", combatant: id, action: action.id, kind, target: targetId },
    );
  // A distracting action in a threatened hex lets the guard down: the attacks come first.
  if (actUnderThreat(context, id, action.id, spent.value.turn.length)) carryOut(context, id, inTurn, target, upAlready);
  return true;
}

/**
 * One character's action in a Phase (or the Surprise Phase, where it is restricted): the
 * planned actions in order, each checked against the Phase's budget first.
 *
 * The action's opening (`beginAction`) changes only what nothing reads before the first spend
 * (the budget, which the spend reads through the opening, the manoeuvres and the guard), so
 * it goes on the copy of the fighter the first spend makes, rather than a copy of its own;
 * after the plan, if nothing was spent. A character holding someone opens first, as the freed
 * come after it. `openLate` false opens first always, as a property test compares.
 */
export function takePhasesTurn(context: Context, id: string, openLate = true): void {
  let opening = openLate && !holdsAnyone(context, id);
  if (!opening) beginAction(context, id);
  const restricted = context.restricted;
  const fighter = context.fighter(id);
  let plan = plannedActions(fighter, context.script(id));
  let aimed = false;
  let chosen: ChosenTarget<PhasesFighter> | undefined;
  if (plan === null) {
    chosen = context.target(id);
    aimed = true;
    plan = plannedAgainst(fighter, chosen?.fighter);
  }
  for (const actionId of plan) {
    if (!isStanding(context.fighter(id))) break;
    if (takeAction(context, id, actionId, restricted, aimed, chosen, opening)) opening = false;
    // Only the first action is taken as the plan saw the fight: the next asks afresh.
    aimed = false;
  }
  if (opening) beginAction(context, id);
}
