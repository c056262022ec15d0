import type { TProperties, TSchema } from "@sinclair/typebox";
import type { ClockShape } from "../clock/ClockShape";
import type { HexPosition } from "../events";
import type { FieldIssue } from "../schema/FieldIssue";
import type { ScriptedFight, ScriptWarning } from "../script/ScriptWarning";
import type { FightWarning, WholeFight } from "../script/FightWarning";
import type { FighterBase } from "../script/FighterBase";
import type { FightContext } from "./FightContext";
import type { Condition } from "../conditions/Condition";
import type { CustomChange } from "../effects/applyEffects";
import type { DurationUnit } from "../effects/DurationUnit";

/**
 * A fighter being changed: a fresh copy whose fields a rule sets before `replace` puts it back.
 * Each rule set writes its copy (`fighterDraft`) field by field, in the order its fighters enter
 * the fight. A spread of that many fields measured some twenty times dearer, and a fight changes
 * fighters several times a turn. And one order keeps every fighter on one hidden class: a change
 * read from objects of many shapes (a `fighterWith(fighter, change)` for each kind of change), or
 * fighters of many classes, made V8 read each field through its slowest lookup.
 */
export type FighterDraft<F> = { -readonly [Field in keyof F]: F[Field] };

/** One item of a combatant, after the rule set's schema accepted it. */
export interface LoadedItem {
  readonly type: string;
  readonly name: string;
  readonly data: Readonly<Record<string, unknown>>;
}

export interface InitiativeRoll {
  readonly score: number;
  readonly tiebreak: readonly number[];
}

/**
 * What the headless fight needs from a rule set. The runner owns the clock and the log; the
 * rule set owns everything a rule decides, reached through the context it is handed.
 */
export interface RuleSetRuntime<F extends FighterBase> {
  readonly id: string;
  readonly clock: ClockShape;
  /** The clock under the world's options, where an option changes the shape of time (a re-sort each round); `clock` otherwise. */
  clockFor?(options: unknown): ClockShape;
  /** The actor's data as the rules read it, its conditions among it (each at its `path`). */
  readonly actorSchema: TSchema;
  /** The conditions a scenario's combatant lists by id (`conditions`), set in the actor's data where the rules read them. */
  readonly conditions: readonly Condition[];
  /** The units of its clock's time a scenario effect's `duration` may be given in. */
  readonly durations: readonly DurationUnit[];
  /** What a scenario effect's change of the custom kind makes of a value (d6-pool's `+1D` on a die code); left out where it has none. */
  readonly customChange?: CustomChange;
  readonly itemSchemas: Readonly<Record<string, TSchema>>;
  readonly optionsSchema: TSchema;
  /**
   * The words a scenario's script may use: action ids, those of them that strike the step's
   * target (a step that lists one must name an enemy, where a move may head for an ally), and the
   * names of luck spends.
   */
  readonly vocabulary: { readonly actions: readonly string[]; readonly attacks: readonly string[]; readonly spend: readonly string[] };
  /** Named gear a scenario may call up by name alone: item type → name → fields. */
  readonly armoury: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, unknown>>>>>>;
  /**
   * Fields a scenario's combatant may carry beyond the common ones, for this rule set alone (a
   * hex to stand in, the defences to abort to); empty where it takes none.
   */
  readonly combatantFields: TProperties;
  /**
   * What the schema of `combatantFields` cannot say, in the rule set's own words: a name its
   * rules do not know, a choice named twice. Runs before the schema; null when it has nothing to say.
   */
  checkFields?(fields: Readonly<Record<string, unknown>>, path: string): FieldIssue | null;
  /**
   * What is wrong with the combatants' own fields taken together (two standing in one hex),
   * once each has passed on its own; null when nothing is.
   */
  checkTogether?(combatants: readonly { readonly path: string; readonly fields: Readonly<Record<string, unknown>> }[]): FieldIssue | null;
  /**
   * What only this rule set can tell of a script before the fight, from the fighters as they
   * enter: an attack out of reach on its map, an action its gear cannot make. Legal input that is
   * likely a mistake; the fight runs the same whatever it says. Left out, it has nothing to add
   * to the generic checks (`engine/script/scriptWarnings.ts`).
   */
  scriptWarnings?(fight: ScriptedFight<F>): readonly ScriptWarning[];
  /**
   * What only this rule set can tell of a whole scenario before the fight: foes on its map who
   * can never meet, a fighter whose points never pay for its blow. Left out, it has nothing to add
   * to the generic checks (`engine/script/fightWarnings.ts`).
   */
  fightWarnings?(fight: WholeFight<F>): readonly FightWarning[];
  /**
   * Builds a fighter from data its schemas have already accepted, `fields` being its
   * `combatantFields` and `options` the scenario's world options as `optionsSchema` accepted them.
   */
  enter(who: FighterBase, actor: unknown, items: readonly LoadedItem[], fields: Readonly<Record<string, unknown>>, options: unknown): F;
  /** The rule set's copy of a fighter to change (its `fighterDraft`): how the fight copies one it enters again under other effects. */
  draft(fighter: F): FighterDraft<F>;
  /**
   * The fighter as it fights on once the effects on it changed, from its entry before (`entered`),
   * itself now (`current`) and its entry under the effects now in force (`fresh`): each field
   * `reenteredField` of the three, written out like `draft`. Left out, the fight does the same by
   * the names of the fields that differ, each read through V8's slowest lookup.
   */
  reentered?(entered: F, current: F, fresh: F): F;
  /** The tallies a fight begins with, outside any fighter (the GM's pool of action dice), from the world's options. */
  tallies?(options: unknown): Readonly<Record<string, number>>;
  rollInitiative(context: FightContext<F>, fighter: F): InitiativeRoll;
  startRound(context: FightContext<F>): void;
  takeTurn(context: FightContext<F>, id: string): void;
  /** The clock's Post-Turn step, for rule sets whose clock has one: what it gives everyone it lists. */
  postTurn?(context: FightContext<F>, ids: readonly string[]): void;
  /** Where the fighter stands on a hex map, for the log's opening; null off the map. Left out where a fight has no map. */
  standsAt?(fighter: F): HexPosition | null;
  /** Still in the fight (neither down nor dead). */
  isStanding(fighter: F): boolean;
  /**
   * The enemies `attacker` may attack now, in the order of `everyone`: those still standing, and
   * whatever else the rule set's rules ask of a target (on a map, those within its strike when
   * any is). The engine's one choice of target (`chooseTarget.ts`) picks among them by the
   * attacker's targeting; a rule set never picks for itself. Left out where a target need only be
   * a standing enemy (`standingEnemies`): the engine then knows it, and finds a first target
   * without making the list.
   */
  attackable?(attacker: F, everyone: readonly F[]): readonly F[];
  /**
   * How much of its damage track the fighter has left, as a share of the whole: 1 unhurt, 0 out
   * of the fight, and in between nearer 0 the nearer it is to falling. A side that focuses
   * attacks the enemy with least left.
   */
  trackLeft(fighter: F): number;
  /**
   * How many spaces apart two fighters stand, where the rule set has positions (hexes on a
   * map); null when either stands nowhere. Left out where a fight has no map: then no
   * combatant may target the nearest, there being no nearer.
   */
  distance?(a: F, b: F): number | null;
  /** Standing and free to take its turn now (not Stunned, immobilised past acting, ...). */
  canAct(fighter: F): boolean;
  /**
   * Has no action in the round now starting though the clock keeps its place, because its turn
   * will say so itself (a round lost to a botch): asked before `startRound`, for the log's order
   * line only. Left out where the clock's place is the whole answer.
   */
  sitsOutRound?(fighter: F): boolean;
}
