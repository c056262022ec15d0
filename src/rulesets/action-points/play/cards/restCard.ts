import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { CardButton } from "../../../../engine/play/ButtonPress";
import type { CardTransition } from "../../../../engine/play/CardRules";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import { ATTRIBUTES, type ApOptions } from "../../schema";
import { dayOfRest } from "../../seriousInjury";
import { fighterOf } from "../snapshot";
import { cardActor, pressed, type RestCard } from "./cardData";

export const REST = "rest";

/** A day of rest asked for from the sheet, out of the fight: the card waits for the GM to grant it. */
export function startRest(actor: ActorSnapshot, budget: unknown, options: ApOptions): Outcome<CardTransition> {
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
export function restButtons(options: ApOptions): Readonly<Record<string, CardButton<RestCard>>> {
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
