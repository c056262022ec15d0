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
