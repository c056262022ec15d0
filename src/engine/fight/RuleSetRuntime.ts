import type { TSchema } from "@sinclair/typebox";
import type { ClockShape } from "../clock/ClockShape";
import type { FightContext } from "./FightContext";

export interface FighterBase {
  readonly id: string;
  readonly name: string;
  readonly side: string;
}

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
  readonly actorSchema: TSchema;
  readonly itemSchemas: Readonly<Record<string, TSchema>>;
  readonly optionsSchema: TSchema;
  /**
   * The words a scenario may use: action ids and the names of luck spends for its script, and
   * the defensive actions a combatant may abort to (none where the rule set has no abort).
   */
  readonly vocabulary: { readonly actions: readonly string[]; readonly spend: readonly string[]; readonly abort: readonly string[] };
  /** Named gear a scenario may call up by name alone: item type → name → fields. */
  readonly armoury: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, unknown>>>>>>;
  /** Builds a fighter from data its schemas have already accepted. */
  enter(who: FighterBase, actor: unknown, items: readonly LoadedItem[]): F;
  rollInitiative(context: FightContext<F>, fighter: F): InitiativeRoll;
  startRound(context: FightContext<F>): void;
  takeTurn(context: FightContext<F>, id: string): void;
  /** The clock's Post-Turn step: everyone it lists may Take a Recovery (rule sets with one). */
  postTurn?(context: FightContext<F>, ids: readonly string[]): void;
  /** Still in the fight (neither down nor dead). */
  isStanding(fighter: F): boolean;
  /** Standing and free to take its turn now (not Stunned, immobilised past acting, ...). */
  canAct(fighter: F): boolean;
}
