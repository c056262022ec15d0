import { declareActions, multiActionPenalty, UNDECLARED, useDeclared, type DeclaredBudgetState } from "../../engine/budget/DeclaredBudget";
import type { ChosenTarget } from "../../engine/fight/FightContext";
import type { FightContext } from "../../engine/fight/FightContext";
import type { ScriptStep } from "../../engine/script/ScriptStep";
import { defenceAction, isD6Action, type D6ActionId } from "./actions";
import { refuseAction, resolveAttack, rollDefence } from "./attackFlow";
import { rangeBetween } from "./position";
import type { FighterDraft } from "../../engine/fight/RuleSetRuntime";
import { fighterDraft, fighterWith, isStanding, weaponFor, type D6Fighter } from "./fighter";
import { spendPoint } from "./luck";
import { plannedTurn, wantsPoints } from "./policy";
import { MOST_AIM_DICE } from "./rollCode";
import type { Outcome } from "../../engine/Refusal";

type Context = FightContext<D6Fighter>;

/**
 * The fighter as its turn opened, not yet put back in the fight: the first action's spending is
 * written on it, so a turn replaces its fighter once for both. Choosing a target before that
 * reads only what an opening leaves alone (side, square, wound). Null once it is back.
 */
type Opened = FighterDraft<D6Fighter> | null;

/**
 * Budgets a turn may hold, allowed once each and shared, by actions declared and then by actions
 * used: every turn declares and spends, and a budget and its outcome are readonly. A declaration
 * from nothing depends on its count alone, a spending on the budget alone once it is allowed.
 */
const DECLARED: Outcome<DeclaredBudgetState>[] = [];
const SPENT: Outcome<DeclaredBudgetState>[][] = [];
/** Declarations shared up to this many actions; a larger one is made afresh (and refused). */
const MOST_SHARED_DECLARED = 10;

/** `declareActions(UNDECLARED, count)`, answered from the shared outcomes where it was allowed before. */
export function declaredAfresh(count: number): Outcome<DeclaredBudgetState> {
  const known = DECLARED[count];
  if (known !== undefined) return known;
  const made = declareActions(UNDECLARED, count);
  if (made.ok && count <= MOST_SHARED_DECLARED) DECLARED[count] = made;
  return made;
}

/** `useDeclared(budget, action)`, answered from the shared outcomes when it is allowed. */
export function spentOn(budget: DeclaredBudgetState, action: string): Outcome<DeclaredBudgetState> {
  const declared = budget.declared;
  if (declared === null || budget.used >= declared || declared > MOST_SHARED_DECLARED || !Number.isInteger(budget.used) || budget.used < 0)
    return useDeclared(budget, action);
  let byUsed = SPENT[declared];
  if (byUsed === undefined) {
    byUsed = [];
    SPENT[declared] = byUsed;
  }
  const known = byUsed[budget.used];
  if (known !== undefined) return known;
  const made = useDeclared(budget, action);
  byUsed[budget.used] = made;
  return made;
}

/** Puts an opened fighter back unchanged when its first action spends nothing. */
function putBack(context: Context, opened: Opened): void {
  if (opened !== null) context.replace(opened);
}

/**
 * Its turn has come: the defence it rolled last round stops holding, a Fate Point may be spent
 * on the round, and it declares its actions (afresh: what a round left unused is lost). The
 * opened fighter is answered for the first action to put back; false when the declaration is
 * refused (the fighter then put back already).
 */
function beginTurn(context: Context, id: string, declare: number, plan: ScriptStep | undefined): FighterDraft<D6Fighter> | false {
  const fighter = context.fighter(id);
  let { fatePoints, fateThisRound } = fighter;
  let fateSpent = false;
  if (wantsPoints(plan, "fate") && !fateThisRound) {
    const left = spendPoint(fatePoints, "fate");
    if (left.ok) {
      fatePoints = left.value;
      fateThisRound = true;
      fateSpent = true;
    } else refuseAction(context, id, "fate", left.refusal.code, left.refusal.message);
  }
  const declared = declaredAfresh(declare);
  const opened = fighterDraft(fighter);
  opened.defence = null;
  opened.fatePoints = fatePoints;
  opened.fateThisRound = fateThisRound;
  opened.budget = declared.ok ? declared.value : UNDECLARED;
  if (fateSpent && context.listening) context.emit({ type: "resource", combatant: id, resource: "fatePoints", use: "fate", remaining: fatePoints });
  if (!declared.ok) {
    context.replace(opened);
    return refuseAction(context, id, "declare", declared.refusal.code, declared.refusal.message);
  }
  if (context.listening) context.emit({ type: "declare", combatant: id, actions: declare, penalty: multiActionPenalty(declared.value) });
  return opened;
}

/** Spends one declared action on `action`, or logs why it cannot; the opened fighter, if any, put back either way. */
function useAction(context: Context, id: string, action: string, opened: Opened): boolean {
  const fighter = opened ?? context.fighter(id);
  const used = spentOn(fighter.budget, action);
  if (!used.ok) {
    putBack(context, opened);
    return refuseAction(context, id, action, used.refusal.code, used.refusal.message);
  }
  const spent = opened ?? fighterDraft(fighter);
  spent.budget = used.value;
  context.replace(spent);
  return true;
}

/**
 * One action of the turn. Answers "wait" when the combatant waited (its turn is over, what is
 * left of its list held for an interruption), "aim" when it aimed, else "done". The turn's opened
 * fighter, for its first action, is put back whatever happens.
 */
function takeAction(context: Context, id: string, action: D6ActionId, plan: ScriptStep | undefined, opened: Opened): "wait" | "aim" | "done" {
  const fighter = opened ?? context.fighter(id);
  const defence = defenceAction(action);
  if (defence !== null && defence.extent === "full") {
    if (fighter.budget.used > 0) {
      putBack(context, opened);
      refuseAction(context, id, action, "full-defence-alone", "A full defence takes every action of the round: it must be the round's only action");
      return "done";
    }
    context.replace(fighterWith(fighter, { budget: { declared: fighter.budget.declared, used: fighter.budget.declared ?? 1 } }));
    if (context.listening) context.emit({ type: "action", combatant: id, action, kind: "declared" });
    rollDefence(context, id, defence.kind, "full", action);
    return "done";
  }
  if (action === "aim" && (fighter.budget.declared ?? 1) > 1) {
    putBack(context, opened);
    refuseAction(context, id, action, "aim-alone", "Aiming is the whole round: declare one action to aim");
    return "done";
  }
  let target: ChosenTarget<D6Fighter> | undefined;
  if (action === "attack") {
    target = context.target(id);
    if (target === undefined) {
      putBack(context, opened);
      refuseAction(context, id, action, "no-target", "No enemy is left standing to attack");
      return "done";
    } // On the map, out of reach or range is refused before the action is used, as at the table.
    const range = rangeBetween(weaponFor(fighter), fighter.at, target.fighter.at);
    if (range !== null && range.kind === "beyond") {
      putBack(context, opened);
      refuseAction(context, id, action, range.refusal.code, range.refusal.message);
      return "done";
    }
  }
  if (!useAction(context, id, action, opened)) return "done";
  if (context.listening)
    context.emit(
      target === undefined
        ? { type: "action", combatant: id, action, kind: "declared" }
        : { type: "action", combatant: id, action, kind: "declared", target: target.fighter.id },
    );
  if (action === "wait") return "wait";
  if (action === "aim") {
    const now = context.fighter(id);
    context.replace(fighterWith(now, { aimedRounds: Math.min(MOST_AIM_DICE, now.aimedRounds + 1) }));
    return "aim";
  }
  if (defence !== null) rollDefence(context, id, defence.kind, "partial", action);
  if (target !== undefined) resolveAttack(context, id, weaponFor(context.fighter(id)), target.fighter.id, target.reason, plan);
  return "done";
}

/**
 * One turn: declare how many actions (the script's number, or as many as it lists; the policy
 * declares one), then take them in order. A wait ends the turn and keeps what follows it for an
 * interruption. A round with no aiming in it breaks a run of aiming.
 */
export function takeD6Turn(context: Context, id: string): void {
  // Its script's step for this round, asked once: the turn's choices all read it.
  const step = context.script(id);
  const plan = plannedTurn(step);
  const began = beginTurn(context, id, plan.declare, step);
  if (began === false) return;
  let opened: Opened = began;
  let aimed = false;
  for (let index = 0; index < plan.actions.length; index++) {
    const action = plan.actions[index];
    if (action === undefined) break;
    if (!isStanding(opened ?? context.fighter(id))) break;
    if (!isD6Action(action)) {
      refuseAction(context, id, action, "unknown-action", `There is no action called ${action}`);
      continue;
    }
    const result = takeAction(context, id, action, step, opened);
    opened = null;
    if (result === "aim") aimed = true;
    if (result === "wait") {
      context.replace(fighterWith(context.fighter(id), { waiting: true, held: plan.actions.slice(index + 1) }));
      break;
    }
  }
  putBack(context, opened);
  const after = context.fighter(id);
  if (!aimed && after.aimedRounds > 0) context.replace(fighterWith(after, { aimedRounds: 0 }));
}
