import { type Static } from "@sinclair/typebox";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import { actorName } from "../../../../engine/play/cardData";
import { defineCard, type CardKind } from "../../../../engine/play/CardKind";
import type { CardState, CardTransition } from "../../../../engine/play/CardRules";
import type { CardView } from "../../../../engine/play/CardView";
import { text } from "../../../../engine/text/LocalText";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import * as Type from "../../../../engine/schema/TypeBuilders";
import { recoverFatigue, recoverFromStun, spendFate } from "../../fate";
import { fighterChanges, fighterOf } from "../snapshot";

const K = "TURNWRIGHT.D100Fate";

const FATE = "fate";

const FateCardSchema = Type.Object({ use: Type.String() });
type FateCard = Static<typeof FateCardSchema>;

/** Fate spent from the sheet with nothing to roll: shake off Stun, or all Fatigue. The card records it. */
function startFate(actor: ActorSnapshot, use: string | undefined): Outcome<CardTransition> {
  const read = fighterOf(actor);
  if (!read.ok) return read;
  const before = read.value.fighter;
  const spent = spendFate(before.fate);
  if (!spent.ok) return spent;
  let after;
  if (use === "unstun") {
    const recovered = recoverFromStun(before.conditions.stunned);
    if (!recovered.ok) return recovered;
    after = { ...before, fate: spent.value, conditions: { ...before.conditions, stunned: recovered.value } };
  } else if (use === "refresh") {
    const recovered = recoverFatigue(before.fatigue);
    if (!recovered.ok) return recovered;
    after = { ...before, fate: spent.value, fatigue: recovered.value };
  } else {
    return refuse("unknown-fate-use", `Fate cannot be spent on ${String(use)} from the sheet`, { use: String(use) });
  }
  return allow({
    card: { kind: FATE, actors: [actor.ref], data: { use }, used: [] },
    spawn: [],
    changes: [{ actor: actor.ref, system: fighterChanges(before, after) }],
  });
}

function fateView(data: FateCard, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView {
  return {
    title: text(`${K}.Card.FateTitle`),
    subtitle: text(`${K}.Card.By`, { name: actorName(actors, card.actors[0] ?? "") }),
    rolls: [],
    lines: [text(`${K}.Fate.${data.use}`)],
    buttons: [],
  };
}

/** Fate spent from the sheet is done when the card is posted: it records, and takes no button. */
export const FATE_CARD: CardKind = defineCard({
  kind: FATE,
  schema: FateCardSchema,
  starts: { spendFate: (input) => startFate(input.actor, input.data["use"]) },
  buttons: {},
  view: fateView,
});
