import type { ChosenTarget, FightContext } from "../../engine/fight/FightContext";
import type { ScriptStep } from "../../engine/script/ScriptStep";
import { attackCost, MOVES, moveCost, type Move } from "./actionCosts";
import { fullDefense, paidAp, spendAp } from "./apBudget";
import { resolveAttack } from "./attackFlow";
import { evOf, fighterDraft, fighterWith, isStanding, weaponInHand, type ApFighter } from "./fighter";
import { LOCATIONS, type Location } from "./hitLocation";

type Context = FightContext<ApFighter>;

/** What an action-points combatant may declare in a pass: a script names these. */
export const AP_ACTIONS = ["attack", ...LOCATIONS.map((location) => `attack:${location}`), "fullDefense", ...MOVES, "stand", "pass"] as const;

/** The three of `MOVES`, compared rather than looked up: every declared action is asked. */
const isMove = (action: string): action is Move => action === "walk" || action === "sprint" || action === "run";
/** Each called shot's action id and the location it aims at, built once rather than a string per location per attack. */
const CALLED_SHOTS: ReadonlyMap<string, Location> = new Map(LOCATIONS.map((location) => [`attack:${location}`, location]));
const calledAt = (action: string): Location | null => (action === "attack" ? null : (CALLED_SHOTS.get(action) ?? null));

/** What the policy declares: to stand, to pass, or to attack the enemy it chose. */
type Choice = "stand" | "pass" | ChosenTarget<ApFighter>;

/**
 * Unscripted: get up when prone, else attack the enemy its targeting chooses (the fight's choice:
 * `FightContext.target`); pass when neither can be paid for, or nobody is left to attack. The
 * enemy is handed on to the attack: asked again, the fight would answer the same one. `kept` is
 * an enemy the fight chose this turn already, where asking again is known to answer it
 * (`keepsAim`): it is taken without asking. `ev` is the fighter's (`evOf`), worked out once a turn.
 */
function chosen(context: Context, fighter: ApFighter, kept: ChosenTarget<ApFighter> | null, ev: number): Choice {
  if (fighter.actor.prone) return moveCost("walk", ev) <= fighter.ap ? "stand" : "pass";
  if (attackCost(weaponInHand(fighter).ap, ev, false) > fighter.ap) return "pass";
  return kept ?? context.target(fighter.id) ?? "pass";
}

/**
 * The enemy this turn's attack went at, where asking the fight again would answer it and change
 * nothing; else null. A choice keeps its enemy while that one is still among those its targeting
 * chooses from ("Once chosen, a target is kept", `Targeting.ts`), and here every standing enemy
 * may be attacked: so while it stands, asking draws nothing and answers it. A side's focus too: it
 * is the enemy with least of its track left (`trackLeft`), and a hit only ever takes more of it.
 */
function keepsAim(context: Context, aimed: ChosenTarget<ApFighter>): ChosenTarget<ApFighter> | null {
  return isStanding(context.fighter(aimed.fighter.id)) ? aimed : null;
}

function refuse(context: Context, id: string, action: string, code: string, reason: string): void {
  if (context.listening) context.emit({ type: "refused", combatant: id, action, code, reason });
}

/** A payment `paidAp` refused, worded (`spendAp`) only where the log is read. */
function refuseCost(context: Context, fighter: ApFighter, cost: number, action: string): void {
  if (!context.listening) return;
  const spent = spendAp(fighter, cost, action);
  if (!spent.ok) refuse(context, fighter.id, action, spent.refusal.code, spent.refusal.message);
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

/**
 * Carries out one declared action, at `enemy` when the policy chose the attack's enemy already; a
 * refusal is logged with its reason and changes nothing. `ev` is the fighter's (`evOf`).
 */
function carryOut(context: Context, fighter: ApFighter, action: string, enemy: ChosenTarget<ApFighter> | undefined, unaware: boolean, ev: number): void {
  const id = fighter.id;
  if (unaware && action !== "fullDefense") return refuse(context, id, action, "surprised-defend-only", "Surprised: may only defend this round");
  if (action === "fullDefense") {
    const defended = fullDefense(fighter);
    return defended.ok ? paidFor(context, action, fighter, defended.value) : refuse(context, id, action, defended.refusal.code, defended.refusal.message);
  }
  if (action === "stand" || isMove(action)) {
    if (action === "stand" && !fighter.actor.prone) return refuse(context, id, action, "not-prone", "Not prone: there is nothing to stand up from");
    if (isMove(action) && fighter.actor.prone) return refuse(context, id, action, "prone", "Prone: stands up first");
    const cost = moveCost(isMove(action) ? action : "walk", ev);
    const paid = paidAp(fighter, cost);
    if (paid === null) return refuseCost(context, fighter, cost, action);
    if (action === "stand" && context.listening) context.emit({ type: "condition", combatant: id, condition: "prone", active: false });
    return paidFor(context, action, fighter, action === "stand" ? fighterWith(paid, { prone: false }) : paid);
  }
  if (fighter.actor.prone) return refuse(context, id, action, "prone", "Prone: stands up first");
  const at = enemy ?? context.target(id);
  if (at === undefined) return refuse(context, id, action, "no-target", "No enemy is left standing to attack");
  resolveAttack(context, fighter, at.fighter, at.reason, calledAt(action), ev);
}

/**
 * Whether the combatant will act in the next pass: a script with an action left for the round, or
 * the policy finding one it can pay for. `aimed` is the enemy the policy attacked this turn, if it did.
 */
function staysIn(
  context: Context,
  fighter: ApFighter,
  step: ScriptStep | undefined,
  unaware: boolean,
  aimed: ChosenTarget<ApFighter> | undefined,
  ev: number,
): boolean {
  if (!isStanding(fighter) || unaware) return false;
  if (step !== undefined) return fighter.declared < step.actions.length && step.actions[fighter.declared] !== "pass";
  return chosen(context, fighter, aimed === undefined ? null : keepsAim(context, aimed), ev) !== "pass";
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
  // Worked out once a turn, where it was four times: what the fighter carries changes only before
  // the fight (dropped bags), and a timed effect's end enters it anew between turns, never within
  // one (this rule set puts no effect on in a turn).
  const ev = evOf(before);
  const choice = step === undefined ? chosen(context, before, null, ev) : (step.actions[before.declared] ?? "pass");
  const action = typeof choice === "string" ? choice : "attack";
  if (fighter !== before) context.replace(fighter);
  if (action === "pass") {
    if (context.listening) context.emit({ type: "action", combatant: id, action, kind: "points", cost: 0, apLeft: before.ap });
    context.pass(id);
    return;
  }
  // Asked once: the round, and so the answer, stays the same for the whole turn.
  const unaware = context.unaware(id);
  const enemy = typeof choice === "string" ? undefined : choice;
  carryOut(context, fighter, action, enemy, unaware, ev);
  if (!staysIn(context, context.fighter(id), step, unaware, enemy, ev)) context.pass(id);
}
