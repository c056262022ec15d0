import type { TSchema } from "@sinclair/typebox";
import type { FaceSource } from "../dice/FaceSource";
import type { CombatEvent } from "../events";
import type { CombatantEntry } from "../scenario/ScenarioSchema";
import type { FighterBase, LoadedItem, RuleSetRuntime } from "./RuleSetRuntime";
import { prepareFight, runFight, type FightResult } from "./runFight";

/** A combatant whose actor and items the rule set's schemas accepted. */
export interface ReadyCombatant {
  readonly entry: CombatantEntry;
  readonly actor: unknown;
  readonly items: readonly LoadedItem[];
  /** The rule set's own fields of the combatant, as its `combatantFields` accepted them. */
  readonly fields: Readonly<Record<string, unknown>>;
}

export interface FightSettings {
  readonly maxRounds: number;
  /** Keep the event log (a single fight) or only the result (many fights for odds). */
  readonly log: boolean;
  readonly onEvent?: (event: CombatEvent) => void;
}

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
    prepare: (combatants) => {
      const prepared = prepareFight(runtime, combatants);
      return (source, settings) => runFight(runtime, prepared, source, settings);
    },
  };
}
