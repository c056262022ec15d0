import type { Condition } from "../../engine/conditions/Condition";
import type { ClockPresent } from "../../engine/clock/ClockState";
import type { EffectChange } from "../../engine/effects/EffectChange";
import { effectChanges } from "../versions/effectChanges";
import { durationAtNextRound } from "../../engine/effects/durationAtNextRound";
import type { DurationUnit } from "../../engine/effects/DurationUnit";
import { readTiming } from "../../engine/effects/EffectTiming";
import type { OddsRuleEffect } from "./fightScenario";

/** The path an effect's change may name in a scenario: the actor's data, as the scenario's schema holds it. */
const SYSTEM_KEY = /^system\.[A-Za-z0-9_.]+$/;

/**
 * The effects the rules put on an actor (a stun, a botch's lost rounds: those the GM's game marked
 * as its own, gm/ruleEffects.ts) that are in force in this combat now, each with what is left of
 * it when a study starts at the next round. Its statuses are read back as the changes to their
 * conditions' paths the rules declared, and its changes as stored in either v13's or v14's shape
 * (versions/effectShape.ts), with their values as text. One counted in a unit a fresh fight has no like of is left out, and stays
 * in the actor's data as it is now.
 */
export function ruleEffectsLeft(
  actor: Actor.Implementation,
  combat: string,
  now: ClockPresent,
  units: readonly DurationUnit[],
  conditions: readonly Condition[],
): OddsRuleEffect[] {
  return actor.effects.contents.flatMap((effect) => {
    // Read from its flag here rather than through the documents' cache, which would bring the document classes into the study's code.
    const timing = readTiming(effect.getFlag("turnwright", "duration"));
    const unit = units.find((candidate) => candidate.id === timing?.unit);
    if (!effect.active || typeof effect.getFlag("turnwright", "madeBy") !== "string" || timing?.start?.combat !== combat || unit === undefined) return [];
    const left = durationAtNextRound(unit, timing.count, timing.start.mark, now);
    if (left === undefined) return [];
    const changes: EffectChange[] = [];
    for (const change of effectChanges(effect)) {
      if (!SYSTEM_KEY.test(change.key) || change.value.length === 0 || change.value.length > 40) continue;
      changes.push(change);
    }
    for (const status of effect.statuses) {
      const condition = conditions.find((candidate) => candidate.id === status);
      if (condition !== undefined) changes.push({ key: `system.${condition.path}`, mode: "override", value: "true" });
    }
    return changes.length === 0 ? [] : [{ name: effect.name.slice(0, 120) || "Effect", changes, left }];
  });
}
