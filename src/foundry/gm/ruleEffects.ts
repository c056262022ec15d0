import type { Condition } from "../../engine/conditions/Condition";
import type { EffectTiming } from "../../engine/effects/EffectTiming";
import type { PlacedEffect } from "../../engine/effects/RuleEffect";
import { effectMark } from "../../engine/play/markedEffects";
import { statusesOfChanges } from "../../engine/conditions/conditionState";
import { CONDITION_ICONS } from "../data/statusEffects";
import { documentRulesOf } from "../activeRules";
import { readyGame } from "../readyGame";
import { actorAt } from "./actorUpdate";
import { changesData } from "../versions/effectShape";

/**
 * An effect the rules put on, as core stores an Active Effect: named in the world's language,
 * its changes in the running game's shape (versions/effectShape.ts), a change that turns a condition on kept as that status (v13
 * client/documents/actor.mjs `applyActiveEffects` adds an active effect's `statuses` to the
 * actor's, which the rules read the condition from), and its duration with no start, which
 * `_preCreate` begins where the tracker stands (documents/effectDuration.ts); or with `start`
 * for one that rides in its actor's update, where `_preCreate` does not run (a migration's).
 */
export function ruleEffectData(
  placed: PlacedEffect,
  origin: string,
  conditions: readonly Condition[],
  name: string,
  start: EffectTiming["start"] = null,
): ActiveEffect.CreateData {
  const { entry, icon } = placed.effect;
  const split = statusesOfChanges(entry.changes, conditions);
  return {
    name,
    img: `${CONDITION_ICONS}/${icon}`,
    ...changesData(split.changes.map((change) => ({ key: change.key, mode: change.mode, value: String(change.value) }))),
    statuses: split.statuses,
    flags: { turnwright: { duration: { unit: entry.duration.unit, count: entry.duration.count, start }, madeBy: effectMark(origin, placed.tag) } },
  };
}

/**
 * The rules' effects put on an actor, in ONE creation of its embedded effects (v13
 * common/abstract/document.mjs `Document#createEmbeddedDocuments`, one database operation for
 * them all). An actor gone meanwhile is left alone.
 */
export async function placeRuleEffects(ref: string, placed: readonly PlacedEffect[], origin: string): Promise<void> {
  const actor = actorAt(ref);
  if (actor === undefined || placed.length === 0) return;
  const conditions = documentRulesOf("Actor", actor.type)?.conditions ?? [];
  const i18n = readyGame("the rules' effects").i18n;
  await actor.createEmbeddedDocuments(
    "ActiveEffect",
    placed.map((one) => ruleEffectData(one, origin, conditions, i18n.localize(one.effect.label))),
  );
}

/**
 * The effects a card put on an actor taken off again, by their tags, in ONE deletion (v13
 * `Document#deleteEmbeddedDocuments`). One the GM already removed, or that the HUD turned off, is
 * simply not there: nothing else is touched.
 */
export async function endRuleEffects(ref: string, tags: readonly string[], origin: string): Promise<void> {
  const actor = actorAt(ref);
  if (actor === undefined || tags.length === 0) return;
  const marks = new Set(tags.map((tag) => effectMark(origin, tag)));
  const ids = actor.effects.contents.flatMap((effect) => {
    const mark: unknown = effect.getFlag("turnwright", "madeBy");
    return typeof mark === "string" && marks.has(mark) && effect.id !== null ? [effect.id] : [];
  });
  if (ids.length > 0) await actor.deleteEmbeddedDocuments("ActiveEffect", ids);
}
