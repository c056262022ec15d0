import type { ClockState } from "../../engine/clock/index";
import type { ActorChange, ActorSnapshot } from "../../engine/play/ActorSnapshot";
import type { LocalText } from "../../engine/text/LocalText";
import type { LedgerEntry } from "./budgetLedger";

/**
 * One combatant as the tracker plans with it: plain data copied out of the Combatant, so every
 * decision about the fight is a pure function tested without Foundry.
 */
export interface FighterRecord {
  readonly id: string;
  readonly name: string;
  /** Null when the combatant's actor is gone (a deleted actor leaves its token behind). */
  readonly actor: ActorSnapshot | null;
  readonly initiative: number | null;
  readonly tiebreak: readonly number[];
  /** The round this initiative was rolled for: 1 for the roll before the fight. */
  readonly rolledFor: number;
  readonly surprised: boolean;
  /** Marked defeated in the tracker: the clock skips it like one who cannot act. */
  readonly defeated: boolean;
  /** The rule set's budget as the fight stores it; null until the fight gives it one. */
  readonly budget: unknown;
}

/** A Combat as the tracker plans with it. */
export interface FightRecord {
  readonly round: number;
  readonly turn: number | null;
  readonly clock: ClockState | null;
  readonly ledger: readonly LedgerEntry[];
  readonly fighters: readonly FighterRecord[];
}

/**
 * A combatant's own initiative, as its Combatant document holds it (where core and modules read
 * it, and `updateCombatant` tells them of a change); absent fields stay as they are.
 */
export interface FighterChange {
  readonly id: string;
  readonly initiative?: number | null;
  readonly tiebreak?: readonly number[];
  readonly rolledFor?: number;
}

/**
 * Everything one step of the fight writes, for ONE `combat.update()`: the clock, the budgets
 * and who is surprised all live in the Combat's `system`, so that a turn, which changes budgets,
 * is one database operation. The clock and the budgets are replaced whole (never merged: their
 * records lose keys as rounds end and combatants leave).
 */
export interface FightUpdate {
  readonly round?: number;
  readonly turn?: number | null;
  readonly clock?: ClockState | null;
  readonly ledger?: readonly LedgerEntry[];
  /** Every combatant's budget, by combatant id; one left out has none (a fresh one when read). */
  readonly budgets?: Readonly<Record<string, unknown>>;
  /** The combatants caught unaware when the fight began, or marked so before it. */
  readonly surprised?: readonly string[];
}

/** The core hook an override fires itself, because core's own method no longer runs. */
export type CoreHook = "combatStart" | "combatTurn" | "combatRound";

/** What a step does beyond the Combat: actors changed (a Post-Turn Recovery) and lines to post about it. */
export interface Aftermath {
  readonly actors: readonly ActorChange[];
  readonly report: Report | null;
}

/** A chat message from the tracker: what happened, a line each. */
export interface Report {
  readonly title: LocalText;
  readonly lines: readonly LocalText[];
}

/** Core's own round and turn: what `Combat#round` and `Combat#turn` hold. */
export interface CoreMoment {
  readonly round: number;
  /** The index in the tracker's order of the combatant acting; null when nobody acts. */
  readonly turn: number | null;
}

/**
 * How far a step moves the world's clock: the rule set's own seconds, or, where the rule set
 * gives its rounds no length, core's (`Combat#getTimeDelta`: `CONFIG.time.roundTime` a round and
 * `turnTime` a turn, which the GM or a calendar module may set) between two of core's moments.
 */
export type TimeStep = { readonly seconds: number } | { readonly from: CoreMoment; readonly to: CoreMoment };

/**
 * How core's own method would have made the same move: the hook it fires right before its
 * update, and the update's options (`{direction, worldTime: {delta}}` in v13's `nextTurn` and
 * `nextRound`).
 */
export interface CoreMove {
  readonly hook: CoreHook;
  /** 1 forward, -1 back. */
  readonly direction: 1 | -1;
  readonly time: TimeStep;
}

/** A planned operation: the update, and how core would have announced it. */
export interface FightPlan {
  readonly update: FightUpdate;
  /** Null when core's round and turn stay as they are: nothing to announce, no time passes. */
  readonly move: CoreMove | null;
  /** Absent when the step touches nothing but the Combat. */
  readonly aftermath?: Aftermath;
}

/**
 * The combatant an actor fights as in a running fight, or undefined when the actor is not in
 * it (out of a fight every action is open). Actors are matched by ref (uuid), so a token's own
 * actor is told apart from its world actor.
 */
export function fighterOfActor(record: FightRecord, actorRef: string): FighterRecord | undefined {
  const clock = record.clock;
  if (clock === null || clock.round === 0) return undefined;
  return record.fighters.find((fighter) => fighter.actor?.ref === actorRef && clock.combatants[fighter.id] !== undefined);
}
