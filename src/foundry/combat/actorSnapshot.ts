import type { ActorSnapshot } from "../../engine/play/ActorSnapshot";

/** An actor as the rules read it: its stored data copied out, never the live document. */
export function actorSnapshot(actor: Actor.Implementation): ActorSnapshot {
  return {
    ref: actor.uuid,
    name: actor.name,
    type: actor.type,
    system: actor.toObject().system,
    items: actor.items.contents.map((item) => ({ id: item.id ?? "", name: item.name, type: item.type, system: item.toObject().system })),
  };
}
