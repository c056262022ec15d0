import type { Static, TSchema } from "@sinclair/typebox";
import * as Value from "../schema/ValueChecks";
import { allow, refuse, type Outcome } from "../Refusal";
import type { ActorSnapshot } from "./ActorSnapshot";
import type { CardState } from "./CardRules";

/**
 * A card's data, if it is what this kind of card holds. A chat message can be old, edited or
 * forged, so every press reads its card through the kind's schema and refuses what does not fit.
 */
export function readCard<S extends TSchema>(card: CardState, kind: string, schema: S): Outcome<Static<S>> {
  if (card.kind !== kind) return refuse("card-kind", `This is not a ${kind} card`, { kind });
  const data: unknown = card.data;
  if (!Value.Check(schema, data)) return refuse("card-damaged", "This card's data is damaged and cannot be used", {});
  return allow(data);
}

/** The refusal of a button pressed twice, in every card's words. */
export function usedButton(): ReturnType<typeof refuse> {
  return refuse("card-used", "That button was used already", {});
}

/** An actor the card names, still in the world: a deleted token or actor is refused, never guessed. */
export function cardActor(actors: Readonly<Record<string, ActorSnapshot>>, ref: string): Outcome<ActorSnapshot> {
  const actor = actors[ref];
  return actor === undefined ? refuse("actor-missing", "That actor is no longer in the world", {}) : allow(actor);
}

/** The name a card shows for an actor it names; "?" for one no longer in the world, whose card still draws. */
export function actorName(actors: Readonly<Record<string, ActorSnapshot>>, ref: string): string {
  return actors[ref]?.name ?? "?";
}

/**
 * The card after a press: new data, and the button recorded as used. Buttons the press made
 * moot are not recorded: they are simply no longer offered, and the card's state refuses them.
 */
export function pressed<T extends Record<string, unknown>>(card: CardState, data: T, button: string): CardState {
  return { ...card, data, used: card.used.includes(button) ? card.used : [...card.used, button] };
}

/** Buttons that name a target carry its ref after a colon: `dodge:Actor.abc`. */
export function splitButton(button: string): { readonly verb: string; readonly ref: string } {
  const colon = button.indexOf(":");
  return colon < 0 ? { verb: button, ref: "" } : { verb: button.slice(0, colon), ref: button.slice(colon + 1) };
}
