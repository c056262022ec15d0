import type { FightContext } from "../../engine/fight/FightContext";
import type { ScriptStep } from "../../engine/script/ScriptStep";
import { attackCost, MOVES, moveCost, type Move } from "./actionCosts";
import { fullDefense, spendAp } from "./apBudget";
import { resolveAttack } from "./attackFlow";
import { evOf, fighterDraft, fighterWith, isStanding, weaponInHand, type ApFighter } from "./fighter";
import { LOCATIONS, type Location } from "./hitLocation";

type Context = FightContext<ApFighter>;

/** What an action-points combatant may declare in a pass: a script names these. */
export const AP_ACTIONS = ["attack", ...LOCATIONS.map((location) => `attack:${location}`), "fullDefense", ...MOVES, "stand", "pass"] as const;

const isMove = (action: string): action is Move => MOVES.some((move) => move === action);
/** Each called shot's action id and the location it aims at, built once rather than a string per location per attack. */
const CALLED_SHOTS: ReadonlyMap<string, Location> = new Map(LOCATIONS.map((location) => [`attack:${location}`, location]));
const calledAt = (action: string): Location | null => CALLED_SHOTS.get(action) ?? null;

/**
 * Unscripted: get up when prone, else attack the enemy its targeting chooses (the fight's choice:
 * `FightContext.target`); pass when neither can be paid for, or nobody is left to attack.
 */
function chosen(context: Context, fighter: ApFighter): string {
  if (fighter.actor.prone) return moveCost("walk", evOf(fighter)) <= fighter.ap ? "stand" : "pass";
  const affordable = attackCost(weaponInHand(fighter).ap, evOf(fighter), false) <= fighter.ap;
  return affordable && context.target(fighter.id) !== undefined ? "attack" : "pass";
}

function refuse(context: Context, id: string, action: string, code: string, reason: string): void {
  if (context.listening) context.emit({ type: "refused", combatant: id, action, code, reason });
}

/** An action paid for: the fighter as it is after, and the log's line with the cost and what is left. */
function paidFor(context: Context, action: string, before: ApFighter, after: ApFighter, target?: string): void {
  context.replace(after);
  if (context.listening)
    context.emit({
      type: "action",
      combatant: before.id,
      action,
      kind: "points",
      ...(target === undefined ? {} : { target }),
      cost: Math.max(0, before.ap - after.ap),
      apLeft: after.ap,
    });
}

/** Carries out one declared action; a refusal is logged with its reason and changes nothing. */
function carryOut(context: Context, fighter: ApFighter, action: string): void {
  const id = fighter.id;
  if (context.unaware(id) && action !== "fullDefense") return refuse(context, id, action, "surprised-defend-only", "Surprised: may only defend this round");
  if (action === "fullDefense") {
    const defended = fullDefense(fighter);
    return defended.ok ? paidFor(context, action, fighter, defended.value) : refuse(context, id, action, defended.refusal.code, defended.refusal.message);
  }
  if (action === "stand" || isMove(action)) {
    if (action === "stand" && !fighter.actor.prone) return refuse(context, id, action, "not-prone", "Not prone: there is nothing to stand up from");
    if (isMove(action) && fighter.actor.prone) return refuse(context, id, action, "prone", "Prone: stands up first");
    const paid = spendAp(fighter, moveCost(isMove(action) ? action : "walk", evOf(fighter)), action);
    if (!paid.ok) return refuse(context, id, action, paid.refusal.code, paid.refusal.message);
    if (action === "stand" && context.listening) context.emit({ type: "condition", combatant: id, condition: "prone", active: false });
    return paidFor(context, action, fighter, action === "stand" ? fighterWith(paid.value, { prone: false }) : paid.value);
  }
  if (fighter.actor.prone) return refuse(context, id, action, "prone", "Prone: stands up first");
  const enemy = context.target(id);
  if (enemy === undefined) return refuse(context, id, action, "no-target", "No enemy is left standing to attack");
  resolveAttack(context, id, enemy.fighter.id, enemy.reason, calledAt(action));
}

/** Whether the combatant will act in the next pass: a script with an action left for the round, or the policy finding one it can pay for. */
function staysIn(context: Context, fighter: ApFighter, step: ScriptStep | undefined): boolean {
  if (!isStanding(fighter) || context.unaware(fighter.id)) return false;
  if (step !== undefined) return fighter.declared < step.actions.length && step.actions[fighter.declared] !== "pass";
  return chosen(context, fighter) !== "pass";
}

/** The fighter with one more scripted action read this round. */
function counted(fighter: ApFighter): ApFighter {
  const next = fighterDraft(fighter);
  next.declared = fighter.declared + 1;
  return next;
}

/**
 * One turn of a pass: the combatant declares one action and carries it out, then stays in the
 * passes only if it has another it can and will take this round; otherwise it is out until the
 * round ends, so the round ends exactly when nobody can or will act.
 */
export function takeApTurn(context: Context, id: string): void {
  const before = context.fighter(id);
  const step = context.script(id);
  // A script is read one action a pass; without one there is nothing to count.
  const fighter = step === undefined ? before : counted(before);
  const action = step === undefined ? chosen(context, before) : (step.actions[before.declared] ?? "pass");
  if (fighter !== before) context.replace(fighter);
  if (action === "pass") {
    if (context.listening) context.emit({ type: "action", combatant: id, action, kind: "points", cost: 0, apLeft: before.ap });
    context.pass(id);
    return;
  }
  carryOut(context, fighter, action);
  if (!staysIn(context, context.fighter(id), step)) context.pass(id);
}
