import type { FightContext } from "../../engine/fight/FightContext";
import { resolveAttack } from "./attackFlow";
import { fighterDraft, isStunned, losesActions, mayAct, type D20Fighter } from "./fighter";

type Context = FightContext<D20Fighter>;

/** What a d20-segments combatant may do on its turn: attack, or let the round pass. */
export const D20_ACTIONS = ["attack", "pass"] as const;

/** The actions of a turn no script wrote: one attack. Made once: every unscripted turn reads it. */
const UNSCRIPTED: readonly string[] = ["attack"];

/**
 * One turn: a prone character gets up first; then the script's actions, or (unscripted) one
 * attack on the enemy its targeting chooses (the fight's choice: `FightContext.target`). A botch ends the turn where it happens.
 */
export function takeD20Turn(context: Context, id: string): void {
  let fighter = context.fighter(id);
  if (losesActions(fighter)) {
    if (context.listening) {
      const why = isStunned(fighter) ? "Stunned: loses this round" : "Loses this round to a botch";
      context.emit({ type: "refused", combatant: id, action: "turn", code: "round-lost", reason: why });
    }
    return;
  }
  if (fighter.prone) {
    const standing = fighterDraft(fighter);
    standing.prone = false;
    context.replace(standing);
    fighter = standing;
    if (context.listening) context.emit({ type: "condition", combatant: id, condition: "prone", active: false });
  }
  const actions = context.script(id)?.actions ?? UNSCRIPTED;
  for (let index = 0; index < actions.length; index += 1) {
    const action = actions[index];
    // An action may change its own fighter (a botch): the first acts as the turn began, each later one looks again.
    const now = index === 0 ? fighter : context.fighter(id);
    if (action === undefined || !mayAct(now)) break;
    if (action === "pass") {
      if (context.listening) context.emit({ type: "action", combatant: id, action, kind: "full" });
      continue;
    }
    const enemy = context.target(id);
    if (enemy === undefined) {
      if (context.listening) context.emit({ type: "refused", combatant: id, action, code: "no-target", reason: "No enemy is left standing to attack" });
      break;
    }
    if (context.listening) context.emit({ type: "action", combatant: id, action, kind: "full", target: enemy.fighter.id });
    // A botch ends the turn: so says the effect it puts on where the log is kept, and this where it is not (botchFlow.ts).
    if (resolveAttack(context, now, enemy.fighter, enemy.reason)) break;
  }
}
