import type { ActorSnapshot } from "../../../engine/play/ActorSnapshot";
import type { PostTurnStep } from "../../../engine/play/CombatRules";
import { text } from "../../../engine/text/LocalText";
import { mayTakeRecovery, takeRecovery } from "../recovery";
import { fighterOf } from "./snapshot";

/**
 * The Post-Turn Recovery of one character at the table: Stun up by its Recovery, to the
 * maximum, unless its Body is gone. One already at full Stun gains nothing, and the chat is
 * spared a line for it.
 */
export function postTurnStep(actor: ActorSnapshot): PostTurnStep | null {
  const read = fighterOf(actor);
  if (!read.ok) return null;
  const fighter = read.value.fighter;
  const now = { stun: fighter.stun, body: fighter.body };
  if (!mayTakeRecovery(now)) return null;
  const recovered = takeRecovery(now, fighter.actor.stun.max, fighter.actor.recovery);
  if (recovered.gained === 0) return null;
  const words = { name: actor.name, before: fighter.stun, after: recovered.stun, gained: recovered.gained };
  return {
    change: { actor: actor.ref, system: { "stun.value": recovered.stun } },
    undo: { actor: actor.ref, system: { "stun.value": fighter.stun } },
    line: text(recovered.woke ? "TURNWRIGHT.Phases.PostTurn.Woke" : "TURNWRIGHT.Phases.PostTurn.Recovered", words),
  };
}
