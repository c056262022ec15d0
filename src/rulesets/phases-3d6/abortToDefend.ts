import type { FightContext } from "../../engine/fight/FightContext";
import { abortChoice } from "./abortChoice";
import { beginAction } from "./beginAction";
import { caughtUnaware } from "./caughtUnaware";
import { isStanding, type PhasesFighter } from "./fighter";
import type { Manoeuvre } from "./manoeuvres";
import type { PhasesWeapon } from "./schema";
import { useManoeuvre } from "./useManoeuvre";

type Context = FightContext<PhasesFighter>;

function refused(context: Context, id: string, code: string, reason: string): void {
  if (context.listening) context.emit({ type: "refused", combatant: id, action: "abort", code, reason });
}

/**
 * The aborted action is the character's next one taken now: it starts afresh like any action,
 * ending its last manoeuvres and guard, and is spent on the defensive manoeuvre alone. What it
 * puts up holds until the character next acts, past the place it gave up.
 */
function defend(context: Context, id: string, used: Manoeuvre): void {
  beginAction(context, id);
  if (context.listening) context.emit({ type: "action", combatant: id, action: used.id, kind: "attack" });
  useManoeuvre(context, id, used);
}

/**
 * Before an attack roll: the target aborts to a defensive manoeuvre when its scenario tells it
 * to and one of those answers this attack. The clock decides whether it still may (not during
 * its own action, not twice before the place it gave up); a refusal is logged, except during
 * its own action, where it has nothing to abort and defends with what it is doing.
 */
export function abortBeforeAttack(context: Context, attackerId: string, targetId: string, attack: PhasesWeapon["class"]): void {
  const target = context.fighter(targetId);
  if (target.abortTo.length === 0) return;
  const used = abortChoice(target.abortTo, target, attack);
  if (used === null || !isStanding(target)) return;
  if (target.conditions.stunned) return refused(context, targetId, "stunned", `${target.name} is Stunned: its next action must go on recovering`);
  if (caughtUnaware(context, target))
    return refused(context, targetId, "unaware", `${target.name} is unaware of its foes and cannot abort in the Surprise Phase`);
  const refusal = context.abort(targetId, { action: used.id, attacker: attackerId }, () => defend(context, targetId, used));
  if (refusal !== null && refusal.code !== "already-acting") refused(context, targetId, refusal.code, refusal.message);
}
