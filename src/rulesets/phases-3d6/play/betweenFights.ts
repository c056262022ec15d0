import type { BetweenFights } from "../../../engine/play/betweenFights";
import { counted, text } from "../../../engine/text/LocalText";
import { actorSystem } from "../../../engine/play/readActor";
import { mayTakeRecovery, takeRecovery } from "../recovery";
import { PhasesActorSchema } from "../schema";
import { ACTOR_TYPE } from "./documents";

const K = "TURNWRIGHT.Phases.BetweenFights";

/**
 * After a fight (rules/2-phases-3d6.txt): time still passes in Turns of 12 seconds, and "after
 * every Phase 4 ... most characters automatically get to Take a Recovery". So a character takes
 * the Recovery of each Turn that follows until its Stun is full again, as many as that takes
 * (recovery.ts: Stun up by Recovery, Body untouched, none for one whose Body is gone); and with
 * the time to spend a Phase on it, it is no longer Stunned ("Recover from being Stunned").
 */
export const PHASES_BETWEEN_FIGHTS: BetweenFights = {
  label: text(`${K}.Label`),
  recover(actor) {
    const read = actorSystem(actor, ACTOR_TYPE, PhasesActorSchema);
    if (!read.ok) return null;
    const system = read.value;
    const before = { stun: system.stun.value ?? system.stun.max, body: system.body.value ?? system.body.max };
    const stunned = system.conditions.stunned;
    let now = before;
    let recoveries = 0;
    while (mayTakeRecovery(now) && now.stun < system.stun.max && system.recovery > 0) {
      now = takeRecovery(now, system.stun.max, system.recovery);
      recoveries += 1;
    }
    if (recoveries === 0 && !stunned) return null;
    const words = { name: actor.name, before: before.stun, after: now.stun };
    const line = recoveries === 0 ? text(`${K}.Unstunned`, words) : counted(stunned ? `${K}.RecoveredUnstunned` : `${K}.Recovered`, recoveries, words);
    const change: Record<string, number | boolean> = recoveries === 0 ? {} : { "stun.value": now.stun };
    const undo: Record<string, number | boolean> = recoveries === 0 ? {} : { "stun.value": before.stun };
    if (stunned) {
      change["conditions.stunned"] = false;
      undo["conditions.stunned"] = true;
    }
    return { change: { actor: actor.ref, system: change }, undo: { actor: actor.ref, system: undo }, line };
  },
};
