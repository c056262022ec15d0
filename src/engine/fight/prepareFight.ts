import type { ClockShape } from "../clock/ClockShape";
import type { DurationUnit } from "../effects/DurationUnit";
import type { CombatantEntry } from "../script/CombatantEntry";
import type { FighterBase } from "../script/FighterBase";
import type { ScriptStep } from "../script/ScriptStep";
import type { Targeting } from "../script/Targeting";
import type { LoadedItem, RuleSetRuntime } from "./RuleSetRuntime";

/** A combatant whose actor and items the rule set's schemas accepted. */
export interface ReadyCombatant {
  readonly entry: CombatantEntry;
  /** Its actor's data under every effect it fights under. */
  readonly actor: unknown;
  /** Its actor's data as stored, under no effect: what an effect that ends leaves behind. */
  readonly stored: unknown;
  readonly items: readonly LoadedItem[];
  /** The rule set's own fields of the combatant, as its `combatantFields` accepted them. */
  readonly fields: Readonly<Record<string, unknown>>;
}

/** The fighters of a scenario, built once: they are never mutated, so every fight of a study starts from them. */
export interface PreparedFight<F> {
  readonly combatants: readonly ReadyCombatant[];
  readonly fighters: readonly F[];
  readonly tallies: Readonly<Record<string, number>>;
  /** The clock under the scenario's options. */
  readonly clock: ClockShape;
  /** Each fighter's place in `fighters`, by id. */
  readonly places: ReadonlyMap<string, number>;
  /** Each combatant's scripted step by round: the first the scenario wrote for that round. */
  readonly scripts: ReadonlyMap<string, ReadonlyMap<number, ScriptStep>>;
  readonly surprised: ReadonlySet<string>;
  /** How each combatant chooses its target when its script names none, by id. */
  readonly targetings: ReadonlyMap<string, Targeting>;
  /** The effects that last a while, each from the fight's start; empty when every effect lasts the fight. */
  readonly timed: readonly TimedEffect[];
  /** The scenario's world options, as the rule set accepted them: a fighter whose effect ends enters again under them. */
  readonly options: unknown;
  /**
   * Each combatant as entered under a set of effects, by its place and the effects (as JSON): a
   * study's fights put the same effects on again and again (a botch's rounds, a stun), and the
   * entry under them is the same each time. Filled as fights run; every fighter in it is read-only.
   */
  readonly entries: Map<string, F>;
}

/** A combatant's effect with a duration: its place among the fighters and among the combatant's effects. */
export interface TimedEffect {
  readonly place: number;
  readonly effect: number;
  readonly name: string;
  readonly unit: DurationUnit;
  readonly count: number;
}

function timedEffects(durations: readonly DurationUnit[], combatants: readonly ReadyCombatant[]): TimedEffect[] {
  return combatants.flatMap(({ entry }, place) =>
    entry.effects.flatMap((effect, index) => {
      const unit = effect.duration === undefined ? undefined : durations.find((candidate) => candidate.id === effect.duration?.unit);
      return unit === undefined ? [] : [{ place, effect: index, name: effect.name, unit, count: effect.duration?.count ?? 1 }];
    }),
  );
}

/** A combatant's script by round; where a scenario wrote two steps for one round, the first is the one that runs. */
function scriptByRound(script: readonly ScriptStep[]): ReadonlyMap<number, ScriptStep> {
  const steps = new Map<number, ScriptStep>();
  for (const step of script) if (!steps.has(step.round)) steps.set(step.round, step);
  return steps;
}

/** The fighters of a scenario entered once, with what every fight of a study looks up again and again. */
export function prepareFight<F extends FighterBase>(runtime: RuleSetRuntime<F>, combatants: readonly ReadyCombatant[], options: unknown): PreparedFight<F> {
  return {
    combatants,
    fighters: combatants.map(({ entry, actor, items, fields }) =>
      runtime.enter({ id: entry.id, name: entry.name ?? entry.id, side: entry.side }, actor, items, fields, options),
    ),
    tallies: runtime.tallies?.(options) ?? {},
    clock: runtime.clockFor?.(options) ?? runtime.clock,
    // Looked up on every turn of every fight of a study, so built once here rather than per fight.
    places: new Map(combatants.map((c, index) => [c.entry.id, index])),
    scripts: new Map(combatants.map((c) => [c.entry.id, scriptByRound(c.entry.script)])),
    surprised: new Set(combatants.filter((c) => c.entry.surprised).map((c) => c.entry.id)),
    targetings: new Map(combatants.map((c) => [c.entry.id, c.entry.targeting])),
    timed: timedEffects(runtime.durations, combatants),
    options,
    entries: new Map(),
  };
}
