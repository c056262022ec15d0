import { type Static } from "@sinclair/typebox";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { CardButton } from "../../../../engine/play/ButtonPress";
import { cardButtons, gm } from "../../../../engine/play/cardButtons";
import { actorName, cardActor, pressed } from "../../../../engine/play/cardData";
import { defineCard, type CardKind } from "../../../../engine/play/CardKind";
import type { CardState, CardTransition } from "../../../../engine/play/CardRules";
import type { CardView } from "../../../../engine/play/CardView";
import { text, type LocalText } from "../../../../engine/text/LocalText";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import * as Type from "../../../../engine/schema/TypeBuilders";
import { ATTRIBUTES, type ApOptions } from "../../schema";
import { dayOfRest } from "../../seriousInjury";
import { fighterOf } from "../snapshot";
import { AttributeSchema } from "./rolledTest";

const K = "TURNWRIGHT.ActionPoints";

const REST = "rest";

/** A day of rest, once the GM grants it: the damage it healed and what is left, and the attribute it brought back to d4, if any. */
const RestCardSchema = Type.Object({
  result: Type.Union([
    Type.Object({
      healed: Type.Integer({ minimum: 0 }),
      left: Type.Integer({ minimum: 0 }),
      back: Type.Union([AttributeSchema, Type.Null()]),
    }),
    Type.Null(),
  ]),
});
type RestCard = Static<typeof RestCardSchema>;

/** A day of rest asked for from the sheet, out of the fight: the card waits for the GM to grant it. */
function startRest(actor: ActorSnapshot, budget: unknown, options: ApOptions): Outcome<CardTransition> {
  const read = fighterOf(actor, options.standardMtn);
  if (!read.ok) return read;
  if (budget !== undefined) return refuse("rest-in-fight", `${actor.name} is in a fight: rest comes after it`, { name: actor.name });
  const data: RestCard = { result: null };
  return allow({ card: { kind: REST, actors: [actor.ref], data, used: [] }, spawn: [], changes: [] });
}

/**
 * The GM grants the day: Fitness points of the session's damage heal, and a character Down gets
 * one lost attribute back at d4 (the first in the d8's order), as ONE change of the actor as it is now.
 */
function restButtons(options: ApOptions): Readonly<Record<string, CardButton<RestCard>>> {
  return {
    grant: {
      resolve(press) {
        if (press.data.result !== null) return refuse("card-used", "This day of rest is granted already", {});
        const actor = cardActor(press.actors, press.card.actors[0] ?? "");
        if (!actor.ok) return actor;
        const read = fighterOf(actor.value, options.standardMtn);
        if (!read.ok) return read;
        const before = read.value.fighter.actor;
        const after = dayOfRest(before);
        const back = ATTRIBUTES.find((attribute) => before.attributes[attribute] !== after.attributes[attribute]) ?? null;
        const system: Record<string, number | string> = { damageTaken: after.damageTaken };
        if (back !== null) system[`attributes.${back}`] = after.attributes[back];
        const result = { healed: before.damageTaken - after.damageTaken, left: after.damageTaken, back };
        return allow({ card: pressed(press.card, { result }, press.button), spawn: [], changes: [{ actor: actor.value.ref, system }] });
      },
    },
  };
}

function restView(data: RestCard, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView {
  const name = actorName(actors, card.actors[0] ?? "");
  const result = data.result;
  const lines: LocalText[] = [];
  if (result === null) lines.push(text(`${K}.Rest.Asked`, { name }));
  else {
    lines.push(text(`${K}.Rest.Healed`, { name, healed: result.healed, left: result.left }));
    if (result.back !== null) lines.push(text(`${K}.Rest.Back`, { name, attribute: `${K}.Attribute.${result.back}` }));
  }
  const buttons = cardButtons(card, [{ id: "grant", label: text(`${K}.Button.grantRest`), audience: gm(), tone: "primary", available: result === null }]);
  return { title: text(`${K}.Card.RestTitle`), subtitle: text(`${K}.Card.By`, { name }), rolls: [], lines, buttons };
}

/** A day of rest out of the fight, asked from the sheet and granted by the GM. */
export function restCard(options: ApOptions): CardKind {
  return defineCard({
    kind: REST,
    schema: RestCardSchema,
    starts: { rest: (input) => startRest(input.actor, input.budget, options) },
    buttons: restButtons(options),
    view: restView,
  });
}
