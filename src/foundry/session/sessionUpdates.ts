import type { ActorSnapshot } from "../../engine/play/ActorSnapshot";
import type { RuleSetModule } from "../../engine/play/RuleSetModule";
import { talliesOf, type Tallies } from "../data/worldTallies";

/** One actor's update for a new session: its id and the `system` paths the rule set gives back. */
export interface SessionUpdate {
  readonly _id: string;
  readonly [path: string]: string | number | boolean;
}

/**
 * What a new session changes, as one batch of actor updates: each actor the rule set gives
 * something back to (spent luck), and no one else.
 */
export function sessionUpdates(module: RuleSetModule, actors: readonly { readonly id: string; readonly snapshot: ActorSnapshot }[]): SessionUpdate[] {
  const updates: SessionUpdate[] = [];
  for (const { id, snapshot } of actors) {
    const system: Record<string, string | number | boolean> = {};
    for (const change of module.newSession(snapshot)) {
      if (change.actor !== snapshot.ref) continue;
      for (const [path, value] of Object.entries(change.system)) system[`system.${path}`] = value;
    }
    if (Object.keys(system).length > 0) updates.push({ ...system, _id: id });
  }
  return updates;
}

/**
 * The world's tallies a new session fills again (the GM's pool of action dice back to the
 * world's number), from the stored setting: only those not at their session's start already.
 */
export function sessionTallies(module: Tallies, stored: unknown): Record<string, number> {
  const now = talliesOf(stored, module);
  const refill: Record<string, number> = {};
  for (const tally of module.tallies ?? []) if (now[tally.name] !== tally.session) refill[tally.name] = tally.session;
  return refill;
}
