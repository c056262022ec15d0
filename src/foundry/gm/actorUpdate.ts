import { splitConditionChanges } from "../../engine/conditions/conditionState";
import { walksIntoPrototype } from "../../engine/effects/prototypeKeys";
import { documentRulesOf } from "../activeRules";

/** The actor a ref (its uuid) names: a world actor, or a token's own actor. */
export function actorAt(ref: string): Actor.Implementation | undefined {
  const found = foundry.utils.fromUuidSync<Actor.Implementation>(ref);
  return found instanceof foundry.documents.Actor ? found : undefined;
}

/**
 * Paths into a `system` as the keys of one update (`system.wounds.value`). Core expands every
 * dotted key of an update into nested objects (v13 client/data/client-backend.mjs, common/utils/
 * helpers.mjs `expandObject` through `setProperty`, which guards no segment), so a path through
 * `__proto__`, `constructor` or `prototype` would write on every object of the GM's page: such a
 * path is left out, with a warning in the console.
 */
function systemUpdate(paths: Readonly<Record<string, number | string | boolean>>): Record<string, number | string | boolean> {
  const update: Record<string, number | string | boolean> = {};
  for (const [path, value] of Object.entries(paths)) {
    if (walksIntoPrototype(path)) console.warn("Turnwright | a path through a prototype, not written:", path);
    else update[`system.${path}`] = value;
  }
  return update;
}

/**
 * ONE `actor.update()` of paths into its `system`; an actor gone meanwhile is left alone. A path
 * the rules read a condition at turns that status effect on or off instead (`setStatuses`).
 */
export async function updateActorSystem(ref: string, system: Readonly<Record<string, number | string | boolean>>): Promise<void> {
  const actor = actorAt(ref);
  if (actor === undefined) return;
  const split = splitConditionChanges(system, documentRulesOf("Actor", actor.type)?.conditions ?? []);
  const update = systemUpdate(split.system);
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
    const update = systemUpdate(system);
    return Object.keys(update).length === 0 ? [] : [{ ...update, _id: id }];
  });
  if (updates.length > 0) await actor.updateEmbeddedDocuments("Item", updates);
}
