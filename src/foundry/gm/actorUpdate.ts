/** The actor a ref (its uuid) names: a world actor, or a token's own actor. */
export function actorAt(ref: string): Actor.Implementation | undefined {
  const found = foundry.utils.fromUuidSync<Actor.Implementation>(ref);
  return found instanceof foundry.documents.Actor ? found : undefined;
}

/** ONE `actor.update()` of paths into its `system`; an actor gone meanwhile is left alone. */
export async function updateActorSystem(ref: string, system: Readonly<Record<string, number | string | boolean>>): Promise<void> {
  const actor = actorAt(ref);
  if (actor === undefined) return;
  const update: Record<string, number | string | boolean> = {};
  for (const [path, value] of Object.entries(system)) update[`system.${path}`] = value;
  await actor.update(update);
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
