import { type Static } from "@sinclair/typebox";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import { actorName } from "../../../../engine/play/cardData";
import { defineCard, type CardKind } from "../../../../engine/play/CardKind";
import type { CardState, CardTransition } from "../../../../engine/play/CardRules";
import type { CardView } from "../../../../engine/play/CardView";
import { text } from "../../../../engine/text/LocalText";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import * as Type from "../../../../engine/schema/TypeBuilders";
import { spendPoint } from "../../luck";
import type { ComplicationRule } from "../../WildDie";
import { fighterOf } from "../snapshot";

const K = "TURNWRIGHT.D6Pool";

const FATE = "fate";

const FateCardSchema = Type.Object({ left: Type.Integer({ minimum: 0 }) });
type FateCard = Static<typeof FateCardSchema>;

/**
 * A Fate Point from the sheet: every code the character rolls is doubled until the round ends.
 * It lasts a round, so it is spent in a fight; the card records it.
 */
function startFate(actor: ActorSnapshot, budget: unknown, rule: ComplicationRule): Outcome<CardTransition> {
  if (budget === undefined) return refuse("not-in-fight", "A Fate Point doubles a round's rolls: it waits for the combat to begin", {});
  const read = fighterOf(actor, rule);
  if (!read.ok) return read;
  const left = spendPoint(read.value.fighter.fatePoints, "fate");
  if (!left.ok) return left;
  return allow({
    card: { kind: FATE, actors: [actor.ref], data: { left: left.value }, used: [] },
    spawn: [],
    changes: [{ actor: actor.ref, system: { fatePoints: left.value } }],
    spend: { actor: actor.ref, action: "fate" },
  });
}

function fateView(data: FateCard, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView {
  return {
    title: text(`${K}.Card.FateTitle`),
    subtitle: text(`${K}.Card.By`, { name: actorName(actors, card.actors[0] ?? "") }),
    rolls: [],
    lines: [text(`${K}.Card.FateSpent`, { left: data.left })],
    buttons: [],
  };
}

/** A Fate Point spent from the sheet: done when the card is posted, it records, and takes no button. */
export function fateCard(rule: ComplicationRule): CardKind {
  return defineCard({
    kind: FATE,
    schema: FateCardSchema,
    starts: { spendFate: (input) => startFate(input.actor, input.budget, rule) },
    buttons: {},
    view: fateView,
  });
}
