import { type Static } from "@sinclair/typebox";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import { actorName } from "../../../../engine/play/cardData";
import { defineCard, type CardKind } from "../../../../engine/play/CardKind";
import type { CardState, CardTransition } from "../../../../engine/play/CardRules";
import type { CardView } from "../../../../engine/play/CardView";
import { text, type LocalText } from "../../../../engine/text/LocalText";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import * as Type from "../../../../engine/schema/TypeBuilders";
import { phaseAction } from "../../actions";
import { mayTakeRecovery, takeRecovery } from "../../recovery";
import { fighterOf } from "../snapshot";
import { GUARD_MANOEUVRES } from "../weaponManoeuvres";

const K = "TURNWRIGHT.Phases";

const PHASE = "phase";

const Recovered = Type.Object({ before: Type.Integer(), after: Type.Integer(), gained: Type.Integer({ minimum: 0 }), woke: Type.Boolean() });

/** A Phase spent on the sheet's own actions: a Recovery, shaking off Stunned, or a guard. */
const PhaseCardSchema = Type.Object({
  action: Type.String(),
  recovered: Type.Union([Recovered, Type.Null()]),
});
type PhaseCard = Static<typeof PhaseCardSchema>;

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
function startPhaseAction(actor: ActorSnapshot, actionId: string): Outcome<CardTransition> {
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

function phaseView(data: PhaseCard, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView {
  const { action, recovered } = data;
  const name = actorName(actors, card.actors[0] ?? "");
  const lines: LocalText[] = [];
  if (recovered !== null) {
    lines.push(text(`${K}.Card.Recovered`, { gained: recovered.gained, before: recovered.before, after: recovered.after }));
    if (recovered.woke) lines.push(text(`${K}.Card.Woke`, { name }));
  } else {
    lines.push(text(`${K}.Card.PhaseDone.${action}`, { name }));
  }
  return { title: text(`${K}.Action.${action}`), subtitle: text(`${K}.Card.By`, { name }), rolls: [], lines, buttons: [] };
}

/** A Phase spent from the sheet is done when the card is posted: it records, and takes no button. */
export const PHASE_CARD: CardKind = defineCard({
  kind: PHASE,
  schema: PhaseCardSchema,
  starts: { phaseAction: (input) => startPhaseAction(input.actor, input.data["action"] ?? "") },
  buttons: {},
  view: phaseView,
});
