import type { ActorSnapshot } from "../../engine/play/ActorSnapshot";
import { TurnwrightActor } from "../documents/TurnwrightActor";
import { actorAt } from "../gm/actorUpdate";

/** The actors a card names, as the rules read them on this game; one gone (or of no rule set) is left out. */
export function cardActors(refs: readonly string[]): Record<string, ActorSnapshot> {
  const actors: Record<string, ActorSnapshot> = {};
  for (const ref of refs) {
    const actor = actorAt(ref);
    if (actor instanceof TurnwrightActor) actors[ref] = actor.snapshot();
  }
  return actors;
}

/** Whether a user who is no GM owns the actor (v13 `Actor#hasPlayerOwner`): its owner-only buttons are that player's to press. */
export function playerOwned(ref: string): boolean {
  return actorAt(ref)?.hasPlayerOwner === true;
}
