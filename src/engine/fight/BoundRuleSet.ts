import type { TSchema } from "@sinclair/typebox";
import type { Chance } from "../dice/Chance";
import { scriptWarnings } from "../script/scriptWarnings";
import { targetingsWith, type Targeting } from "../script/Targeting";
import type { ScriptWarning } from "../script/ScriptWarning";
import type { FightWarning } from "../script/FightWarning";
import { fightWarnings } from "../script/fightWarnings";
import type { RuleSetRuntime } from "./RuleSetRuntime";
import type { FighterBase } from "../script/FighterBase";
import type { FightResult, FightSettings } from "./runFight";
import { prepareFight, type PreparedFight, type ReadyCombatant } from "./prepareFight";

/**
 * What runs one fight from a rule set's runtime and its prepared fighters: `runFight`'s shape. A
 * bound rule set is handed it rather than importing it, so the table's rule set, which never runs
 * a headless fight, carries no fight loop (`FightingRuleSet.ts` is the rule set that fights).
 */
export type FightRunner = <F extends FighterBase>(
  runtime: RuleSetRuntime<F>,
  prepared: PreparedFight<F>,
  source: Chance,
  settings: FightSettings,
) => FightResult;

/**
 * A rule set with its fighter type hidden, so a registry can hold every rule set side by side
 * and the CLI can run whichever a scenario names. It reads and checks scenarios; to fight, it is
 * made a `FightingRuleSet` (`FightingRuleSet.ts`), which brings the fight loop.
 */
export interface BoundRuleSet {
  readonly id: string;
  readonly actorSchema: TSchema;
  readonly conditions: RuleSetRuntime<FighterBase>["conditions"];
  readonly durations: RuleSetRuntime<FighterBase>["durations"];
  readonly customChange: RuleSetRuntime<FighterBase>["customChange"];
  readonly itemSchemas: Readonly<Record<string, TSchema>>;
  readonly optionsSchema: TSchema;
  readonly armoury: RuleSetRuntime<FighterBase>["armoury"];
  readonly vocabulary: RuleSetRuntime<FighterBase>["vocabulary"];
  readonly combatantFields: RuleSetRuntime<FighterBase>["combatantFields"];
  checkFields?: RuleSetRuntime<FighterBase>["checkFields"];
  checkTogether?: RuleSetRuntime<FighterBase>["checkTogether"];
  /** Whether a script step may say how many actions its combatant declares (the clock has `declare`). */
  readonly declares: boolean;
  /** The targetings a combatant may choose its targets by: `nearest` only where the rule set has positions. */
  readonly targetings: readonly Targeting[];
  /**
   * Builds the fighters once and answers a function that runs one fight from them per call, by
   * `run` (`runFight`; `fightingRuleSet` passes it). `options` are the scenario's world options as
   * the options schema accepted them (its defaults when left out).
   */
  prepareWith(run: FightRunner, combatants: readonly ReadyCombatant[], options?: unknown): (source: Chance, settings: FightSettings) => FightResult;
  /** Whether anyone of `combatants` stands somewhere on a map, so that one enemy can be nearer than another. */
  onMap(combatants: readonly ReadyCombatant[], options?: unknown): boolean;
  /** What the scripts say that is legal but likely a mistake, the generic checks' and the rule set's own; empty when nothing is. */
  warnings(combatants: readonly ReadyCombatant[], options?: unknown): ScriptWarning[];
  /** What the scenario as a whole holds that makes a fight that cannot happen as it reads, fought up to `maxRounds`; empty when nothing does. */
  fightWarnings(combatants: readonly ReadyCombatant[], maxRounds: number, options?: unknown): FightWarning[];
}

export function bindRuleSet<F extends FighterBase>(runtime: RuleSetRuntime<F>): BoundRuleSet {
  return {
    id: runtime.id,
    actorSchema: runtime.actorSchema,
    conditions: runtime.conditions,
    durations: runtime.durations,
    customChange: runtime.customChange,
    itemSchemas: runtime.itemSchemas,
    optionsSchema: runtime.optionsSchema,
    armoury: runtime.armoury,
    vocabulary: runtime.vocabulary,
    combatantFields: runtime.combatantFields,
    checkFields: runtime.checkFields,
    checkTogether: runtime.checkTogether,
    declares: runtime.clock.operations.includes("declare"),
    targetings: targetingsWith(runtime.distance !== undefined),
    prepareWith: (run, combatants, options = {}) => {
      const prepared = prepareFight(runtime, combatants, options);
      return (source, settings) => run(runtime, prepared, source, settings);
    },
    onMap: (combatants, options = {}) => {
      const standsAt = runtime.standsAt;
      if (standsAt === undefined) return false;
      return prepareFight(runtime, combatants, options).fighters.some((fighter) => standsAt(fighter) !== null);
    },
    warnings: (combatants, options = {}) => {
      const prepared = prepareFight(runtime, combatants, options);
      const scripted = combatants.map(({ entry }, index) => {
        const fighter = prepared.fighters[index];
        if (fighter === undefined) throw new Error(`No fighter entered for ${entry.id}`);
        return { fighter, script: entry.script, surprised: entry.surprised, standing: runtime.isStanding(fighter) };
      });
      return scriptWarnings(scripted, prepared.clock, (fight) => runtime.scriptWarnings?.(fight) ?? []);
    },
    fightWarnings: (combatants, maxRounds, options = {}) => {
      const prepared = prepareFight(runtime, combatants, options);
      const entering = prepared.fighters.map((fighter, index) => {
        const entry = combatants[index]?.entry;
        return { fighter, scripted: (entry?.script.length ?? 0) > 0, surprised: entry?.surprised === true, standing: runtime.isStanding(fighter) };
      });
      return fightWarnings(entering, prepared.clock, maxRounds, (fight) => runtime.fightWarnings?.(fight) ?? []);
    },
  };
}
