import type { ActorChange } from "../../engine/play/ActorSnapshot";

/** Several changes to one actor become one update of that actor, later paths winning. */
export function changesByActor(changes: readonly ActorChange[]): Map<string, Record<string, number | string | boolean>> {
  const byActor = new Map<string, Record<string, number | string | boolean>>();
  for (const change of changes) byActor.set(change.actor, { ...(byActor.get(change.actor) ?? {}), ...change.system });
  return byActor;
}
