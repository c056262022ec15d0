import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { CardTransition } from "../../../../engine/play/CardRules";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import { phaseAction } from "../../actions";
import { mayTakeRecovery, takeRecovery } from "../../recovery";
import { fighterOf } from "../snapshot";
import { GUARD_MANOEUVRES } from "../weaponManoeuvres";
import type { PhaseCard } from "./cardData";

export const PHASE = "phase";

/** The sheet's Phase actions that need no target and no roll: recovering, and the guards. */
export const SHEET_PHASE_ACTIONS: readonly string[] = ["takeRecovery", "recoverFromStun", ...GUARD_MANOEUVRES.map((m) => m.id)];

/**
 * The other move and full-phase actions a character takes where it stands, from the sheet: the
 * table says which of them let the guard down (`opportunity/provoking.ts`), and on the map those
 * offer the enemies in reach their attack of opportunity.
 */
export const SHEET_OTHER_ACTIONS: readonly string[] = [
  "drawFocus",
  "standUp",
  "mount",
  "reload",
  "moveSkill",
  "startFullPhase",
  "analyse",
  "sense",
  "resistKnockback",
  "door",
  "moveHeavy",
  "pickUp",
  "fullPhaseSkill",
  "stowFocus",
  "changeClothes",
];

/**
 * A Phase spent from the sheet: Take a Recovery (Stun up by Recovery, to its maximum), Recover
 * from being Stunned, a guard held until the next action (Block, Dodge, Missile Deflection,
 * Roll With A Punch), or another action where the character stands (getting up from prone,
 * picking something up, ...). The action is taken from the budget; the card records what it did.
 */
export function startPhaseAction(actor: ActorSnapshot, actionId: string): Outcome<CardTransition> {
  const action = phaseAction(actionId);
  if (action === undefined || ![...SHEET_PHASE_ACTIONS, ...SHEET_OTHER_ACTIONS].includes(action.id))
    return refuse("unknown-action", `There is no action called ${actionId}`, { action: actionId });
  const read = fighterOf(actor);
  if (!read.ok) return read;
  const fighter = read.value.fighter;
  const card = (data: PhaseCard, system: Record<string, number | boolean>): Outcome<CardTransition> =>
    allow({
      card: { kind: PHASE, actors: [actor.ref], data, used: [] },
      spawn: [],
      changes: Object.keys(system).length === 0 ? [] : [{ actor: actor.ref, system }],
      spend: { actor: actor.ref, action: action.id },
    });
  if (action.id === "takeRecovery") {
    const current = { stun: fighter.stun, body: fighter.body };
    if (!mayTakeRecovery(current)) return refuse("no-body-left", `${actor.name} has no Body left to recover with`, { name: actor.name });
    if (fighter.stun >= fighter.actor.stun.max) return refuse("stun-full", `${actor.name} has all its Stun already`, { name: actor.name });
    const recovered = takeRecovery(current, fighter.actor.stun.max, fighter.actor.recovery);
    return card(
      { action: action.id, recovered: { before: fighter.stun, after: recovered.stun, gained: recovered.gained, woke: recovered.woke } },
      { "stun.value": recovered.stun },
    );
  }
  if (action.id === "recoverFromStun") {
    if (!fighter.conditions.stunned) return refuse("not-stunned", `${actor.name} is not Stunned`, { name: actor.name });
    return card({ action: action.id, recovered: null }, { "conditions.stunned": false });
  }
  if (action.id === "standUp") {
    if (!fighter.conditions.prone) return refuse("not-prone", `${actor.name} is not prone`, { name: actor.name });
    return card({ action: action.id, recovered: null }, { "conditions.prone": false });
  }
  return card({ action: action.id, recovered: null }, {});
}
