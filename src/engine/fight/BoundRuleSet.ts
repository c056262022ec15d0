import type { TSchema } from "@sinclair/typebox";
import type { FaceSource } from "../dice/FaceSource";
import type { FighterBase, RuleSetRuntime } from "./RuleSetRuntime";
import { prepareFight, runFight, type FightResult, type FightSettings, type ReadyCombatant } from "./runFight";

/**
 * A rule set with its fighter type hidden, so a registry can hold every rule set side by side
 * and the CLI can run whichever a scenario names.
 */
export interface BoundRuleSet {
  readonly id: string;
  readonly actorSchema: TSchema;
  readonly itemSchemas: Readonly<Record<string, TSchema>>;
  readonly optionsSchema: TSchema;
  readonly armoury: RuleSetRuntime<FighterBase>["armoury"];
  readonly vocabulary: RuleSetRuntime<FighterBase>["vocabulary"];
  readonly combatantFields: RuleSetRuntime<FighterBase>["combatantFields"];
  checkFields?: RuleSetRuntime<FighterBase>["checkFields"];
  checkTogether?: RuleSetRuntime<FighterBase>["checkTogether"];
  /** Whether a script step may say how many actions its combatant declares (the clock has `declare`). */
  readonly declares: boolean;
  /**
   * Builds the fighters once and answers a function that runs one fight from them per call.
   * `options` are the scenario's world options as the options schema accepted them (its defaults
   * when left out).
   */
  prepare(combatants: readonly ReadyCombatant[], options?: unknown): (source: FaceSource, settings: FightSettings) => FightResult;
}

export function bindRuleSet<F extends FighterBase>(runtime: RuleSetRuntime<F>): BoundRuleSet {
  return {
    id: runtime.id,
    actorSchema: runtime.actorSchema,
    itemSchemas: runtime.itemSchemas,
    optionsSchema: runtime.optionsSchema,
    armoury: runtime.armoury,
    vocabulary: runtime.vocabulary,
    combatantFields: runtime.combatantFields,
    checkFields: runtime.checkFields,
    checkTogether: runtime.checkTogether,
    declares: runtime.clock.operations.includes("declare"),
    prepare: (combatants, options = {}) => {
      const prepared = prepareFight(runtime, combatants, options);
      return (source, settings) => runFight(runtime, prepared, source, settings);
    },
  };
}
