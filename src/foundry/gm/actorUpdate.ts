import { splitConditionChanges } from "../../engine/conditions/conditionState";
import { documentRulesOf } from "../documents/activeRules";

/** The actor a ref (its uuid) names: a world actor, or a token's own actor. */
export function actorAt(ref: string): Actor.Implementation | undefined {
  const found = foundry.utils.fromUuidSync<Actor.Implementation>(ref);
  return found instanceof foundry.documents.Actor ? found : undefined;
}

/**
 * ONE `actor.update()` of paths into its `system`; an actor gone meanwhile is left alone. A path
 * the rules read a condition at turns that status effect on or off instead (`setStatuses`).
 */
export async function updateActorSystem(ref: string, system: Readonly<Record<string, number | string | boolean>>): Promise<void> {
  const actor = actorAt(ref);
  if (actor === undefined) return;
  const split = splitConditionChanges(system, documentRulesOf("Actor", actor.type)?.conditions ?? []);
  const update: Record<string, number | string | boolean> = {};
  for (const [path, value] of Object.entries(split.system)) update[`system.${path}`] = value;
  if (Object.keys(update).length > 0) await actor.update(update);
  await setStatuses(actor, split.statuses);
}

/**
 * Turns status effects on or off, in ids' order, each only where it differs from what the actor
 * has: v13 client/documents/actor.mjs `toggleStatusEffect` with `active` given creates the effect
 * from `CONFIG.statusEffects` or deletes the effects that carry it alone, and does nothing when
 * the actor already agrees.
 */
export async function setStatuses(actor: Actor.Implementation, statuses: Readonly<Record<string, boolean>>): Promise<void> {
  for (const id of Object.keys(statuses).sort()) {
    const active = statuses[id] === true;
    if (actor.statuses.has(id) !== active) await actor.toggleStatusEffect(id, { active });
  }
}

/**
 * ONE update of paths into the `system` of an actor's own items, by item id (a weapon a botch
 * dropped): v13's `Document#updateEmbeddedDocuments("Item", updates)` (common/abstract/document.mjs),
 * one database operation for every item it names. Items gone meanwhile are left out.
 */
export async function updateActorItems(ref: string, items: Readonly<Record<string, Readonly<Record<string, number | string | boolean>>>>): Promise<void> {
  const actor = actorAt(ref);
  if (actor === undefined) return;
  const updates = Object.entries(items).flatMap(([id, system]) => {
    if (!actor.items.has(id)) return [];
    const update: Record<string, number | string | boolean> = { _id: id };
    for (const [path, value] of Object.entries(system)) update[`system.${path}`] = value;
    return [update];
  });
  if (updates.length > 0) await actor.updateEmbeddedDocuments("Item", updates);
}
