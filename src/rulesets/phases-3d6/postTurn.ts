import type { FightContext } from "../../engine/fight/FightContext";
import { fighterWith, type PhasesFighter } from "./fighter";
import { mayTakeRecovery, takeRecovery } from "./recovery";

/**
 * The Post-Turn after Phase 4: everyone the clock lists who may Take a Recovery does, and the
 * log says so for each of them.
 */
export function postTurnRecovery(context: FightContext<PhasesFighter>, ids: readonly string[]): void {
  for (const id of ids) {
    const fighter = context.fighter(id);
    const now = { stun: fighter.stun, body: fighter.body };
    if (!mayTakeRecovery(now)) continue;
    const recovered = takeRecovery(now, fighter.actor.stun.max, fighter.actor.recovery);
    if (recovered.stun !== fighter.stun) context.replace(fighterWith(fighter, { stun: recovered.stun }));
    if (context.listening) context.emit({ type: "resource", combatant: id, resource: "stun", use: "recovery", remaining: recovered.stun });
    if (recovered.woke && context.listening) context.emit({ type: "condition", combatant: id, condition: "knocked-out", active: false });
  }
}
