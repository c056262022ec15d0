import type { Condition } from "../conditions/Condition";
import { statusesInSystem, statusesOfChanges, withStatuses } from "../conditions/conditionState";
import type { ActorSnapshot } from "./ActorSnapshot";
import { applyEffects, type CustomChange } from "../effects/applyEffects";
import { underEffects } from "../effects/effectiveSystem";
import type { EffectEntry } from "../effects/EffectChange";
import type { RuleEffect } from "../effects/RuleEffect";

/**
 * An actor as the rules read it under the effects the rules put on it, for a table that keeps
 * them itself (the gallery's): each change to a condition's path is that condition's status, as
 * core adds an active effect's statuses to the actor's (v13 client/documents/actor.mjs
 * `applyActiveEffects`), the other changes made as core makes them, and the stored data kept
 * beside, each read as `underEffects` reads it against the actor's `schema` (tracks full where
 * left out, the one read clamped). With none on, the actor as stored. A change the data cannot
 * take is the rule set's own declaration gone wrong, so it throws.
 */
export function underRuleEffects(
  actor: ActorSnapshot,
  effects: readonly RuleEffect[],
  conditions: readonly Condition[],
  custom: CustomChange | undefined,
  schema?: unknown,
): ActorSnapshot {
  if (effects.length === 0) return actor;
  const statuses = new Set(statusesInSystem(actor.system, conditions));
  const entries: EffectEntry[] = [];
  for (const effect of effects) {
    const split = statusesOfChanges(effect.entry.changes, conditions);
    for (const status of split.statuses) statuses.add(status);
    if (split.changes.length > 0) entries.push({ ...effect.entry, changes: split.changes });
  }
  const applied = applyEffects(actor.system, entries, custom, "effects");
  if (!applied.ok) throw new Error(`${actor.name}: the rules' own effects do not apply (${applied.issue.path}: ${applied.issue.expected})`);
  const read = underEffects(schema, actor.system, applied.value);
  return {
    ...actor,
    system: withStatuses(read.system, statuses, conditions),
    source: read.source ?? actor.system,
    ...(read.floors === undefined ? {} : { floors: read.floors }),
  };
}
