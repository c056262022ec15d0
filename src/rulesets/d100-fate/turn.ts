import { spendSlot, startSlotTurn, type SlotBudgetState } from "../../engine/budget/SlotBudget";
import { passesGates } from "../../engine/budget/SubtypeGate";
import type { ChosenTarget } from "../../engine/fight/FightContext";
import type { FightContext } from "../../engine/fight/FightContext";
import type { ScriptStep } from "../../engine/script/ScriptStep";
import type { D100Action } from "./actions";
import { weaponFor, weaponForAction } from "./attack";
import { resolveAttack, useFate } from "./attackFlow";
import { recoverFatigue, recoverFromStun } from "./fate";
import { conditionBans, conditionsWith, fighterDraft, fighterWith, isOut, type D100Fighter, type NamedWeapon } from "./fighter";
import { fatePlan, plannedActions } from "./policy";
import { D100_BUDGET } from "./turnBudget";

type Context = FightContext<D100Fighter>;

function refuseAction(context: Context, id: string, action: string, code: string, reason: string): undefined {
  if (context.listening) context.emit({ type: "refused", combatant: id, action, code, reason });
  return undefined;
}

/**
 * Start of the turn: a Fate Point may shake off Stun and Fatigue; the All Out Attack's open guard
 * closes. Answers the turn's fresh budget, which the turn's first action writes with its spend:
 * no copy of the fighter for it alone (see `takeD100Turn`).
 */
function beginTurn(context: Context, id: string): SlotBudgetState {
  const fighter = context.fighter(id);
  const budget = startSlotTurn(fighter.budget);
  if (fighter.guardDown) {
    const opened = fighterDraft(fighter);
    opened.budget = budget;
    opened.guardDown = false;
    context.replace(opened);
  }
  const wantsFate = fighter.fate > 0 && (fighter.conditions.stunned || fighter.fatigue > 0);
  if (!wantsFate) return budget;
  const plan = fatePlan(context.script(id));
  if (context.fighter(id).conditions.stunned && plan.unstun && recoverFromStun(true).ok && useFate(context, id, "unstun")) {
    const now = context.fighter(id);
    context.replace(fighterWith(now, { conditions: conditionsWith(now.conditions, { stunned: false }) }));
    if (context.listening) context.emit({ type: "condition", combatant: id, condition: "stunned", active: false });
  }
  if (plan.refresh && recoverFatigue(context.fighter(id).fatigue).ok && useFate(context, id, "refresh")) {
    context.replace(fighterWith(context.fighter(id), { fatigue: 0 }));
  }
  return budget;
}

/**
 * Takes one action if conditions and the budget allow it, spending it from `budget`, the turn's
 * budget so far; answers the budget after it, or undefined when refused. `step` is the
 * combatant's script for this round, asked once for the whole turn.
 */
function takeAction(
  context: Context,
  id: string,
  actionId: string,
  action: D100Action | undefined,
  step: ScriptStep | undefined,
  budget: SlotBudgetState,
): SlotBudgetState | undefined {
  if (action === undefined) return refuseAction(context, id, actionId, "unknown-action", `There is no action called ${actionId}`);
  const fighter = context.fighter(id);
  const gate = passesGates(action, conditionBans(fighter));
  if (!gate.ok) return refuseAction(context, id, actionId, gate.refusal.code, gate.refusal.message);
  if (action.kind === "reaction")
    return refuseAction(context, id, actionId, "reaction-on-turn", `${action.name} answers an attack; it is not taken on one's own turn`);
  let weapon: NamedWeapon | undefined;
  let target: ChosenTarget<D100Fighter> | undefined;
  if (action.attack !== undefined) {
    weapon = weaponForAction(fighter, action);
    if (weapon === undefined) return refuseAction(context, id, actionId, "no-weapon", `${fighter.name} has no weapon for ${action.name}`);
    const suits = weaponFor(action, weapon);
    if (!suits.ok) return refuseAction(context, id, actionId, suits.refusal.code, suits.refusal.message);
    target = context.target(id);
    if (target === undefined) return refuseAction(context, id, actionId, "no-target", "No enemy is left standing to attack");
  }
  const spent = spendSlot(D100_BUDGET, budget, action);
  if (!spent.ok) return refuseAction(context, id, actionId, spent.refusal.code, spent.refusal.message);
  const acted = fighterDraft(fighter);
  acted.budget = spent.value;
  if (action.aim !== undefined) acted.aim = action.aim;
  if (action.attack !== undefined) {
    // What the attack does to the attacker, made with the spend: one copy of it, not two.
    acted.aim = 0;
    acted.guardDown = action.id === "allOutAttack";
  }
  context.replace(acted);
  if (context.listening)
    context.emit(
      target === undefined
        ? { type: "action", combatant: id, action: action.id, kind: action.kind }
        : { type: "action", combatant: id, action: action.id, kind: action.kind, target: target.fighter.id },
    );
  if (action.id === "standUp") {
    const now = context.fighter(id);
    context.replace(fighterWith(now, { conditions: conditionsWith(now.conditions, { prone: false }) }));
    if (context.listening) context.emit({ type: "condition", combatant: id, condition: "prone", active: false });
  }
  if (weapon !== undefined && target !== undefined) resolveAttack(context, fighter, action, weapon, target, step);
  return spent.value;
}

/**
 * One turn: Stunned loses it (and the Stun with it); otherwise the planned actions in order,
 * each checked against conditions and the budget first. Aim not followed by an attack this
 * turn or the next is lost.
 *
 * The turn's budget is held here from its start and each action spends from it; the fighter
 * carries it from the first action taken. Until then the fighter may carry the spends of its last
 * turn: nothing outside a turn reads them (a Reaction reads its round's allowance alone, and
 * `startRound` clears a fighter's budget only when its Reaction was spent), so a turn begun is
 * not a copy of every fighter.
 */
export function takeD100Turn(context: Context, id: string): void {
  let budget = beginTurn(context, id);
  const fighter = context.fighter(id);
  if (fighter.conditions.stunned) {
    context.replace(fighterWith(fighter, { conditions: conditionsWith(fighter.conditions, { stunned: false }) }));
    if (context.listening) context.emit({ type: "condition", combatant: id, condition: "stunned", active: false });
    return;
  }
  let aimed = false;
  const step = context.script(id);
  const plan = plannedActions(fighter, step);
  // By index: an iterator and a destructured entry per action were a share of every turn.
  for (let index = 0; index < plan.length; index += 1) {
    const planned = plan[index];
    if (planned === undefined || isOut(context.fighter(id))) break;
    const action = planned.action;
    const after = takeAction(context, id, planned.id, action, step, budget);
    if (after === undefined) continue;
    budget = after;
    if (action?.aim !== undefined) aimed = true;
  }
  const after = context.fighter(id);
  if (!aimed && after.aim > 0) {
    const lost = fighterDraft(after);
    lost.aim = 0;
    context.replace(lost);
  }
}
