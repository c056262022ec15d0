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
  /** Builds the fighters once and answers a function that runs one fight from them per call. */
  prepare(combatants: readonly ReadyCombatant[]): (source: FaceSource, settings: FightSettings) => FightResult;
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
    prepare: (combatants) => {
      const prepared = prepareFight(runtime, combatants);
      return (source, settings) => runFight(runtime, prepared, source, settings);
    },
  };
}
