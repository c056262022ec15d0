import type { Pip } from "../../engine/play/CombatRules";
import type { Outcome } from "../../engine/Refusal";
import type { Roller } from "../dice/messageVisibility";
import type { HeldAction, PushKind } from "../../engine/clock/index";

/** A fight as the GM's handlers reach it: who is in it and acting, and its operations. */
export interface FightDesk {
  has(combatant: string): boolean;
  /** The requester owns this combatant (its actor), so it is theirs to play. */
  owns(user: string, combatant: string): boolean;
  acting(): readonly string[];
  endTurn(): Promise<Outcome<unknown>>;
  spend(combatant: string, action: string): Promise<Outcome<readonly Pip[]>>;
  setSurprise(surprised: Readonly<Record<string, boolean>>): Promise<Outcome<number>>;
  rollInitiative(combatants: readonly string[], luck: boolean, roller: Roller): Promise<Outcome<readonly string[]>>;
  /** Delay, Ready, Act now or Abort: a held action, as the clock takes it. */
  hold(combatant: string, hold: HeldAction): Promise<Outcome<unknown>>;
  /** A score set by hand, or cleared (null), as the clock takes it. */
  setInitiative(combatant: string, score: number | null): Promise<Outcome<boolean>>;
  /** The GM's push of a slow combatant: to the end of the round, or into the next. */
  push(combatant: string, to: PushKind): Promise<Outcome<unknown>>;
  /** Out of this round's passes (a clock of passes): its turn moves on, and the round ends when nobody is left in. */
  pass(combatant: string): Promise<Outcome<unknown>>;
}

/**
 * The world as the GM's handlers see it, through one small interface: Foundry's documents in
 * play, a test double that records every write in the tests.
 */
export interface GmWorld {
  fight(combat: string): FightDesk | undefined;
  /** A world tally of the rule set set to a value (refused for a tally it has not, or a value out of its bounds): ONE write. */
  setTally(name: string, value: number): Promise<Outcome<number>>;
}

/** The tracker's requests, by the name each has in `CONFIG.queries` after `turnwright.`: known at init, answered by code fetched with the first. */
export const GM_REQUESTS = [
  "advanceTurn",
  "spendAction",
  "holdAction",
  "setSurprise",
  "rollInitiative",
  "setInitiative",
  "pushCombatant",
  "passCombatant",
  "setTally",
] as const;
export type GmRequestName = (typeof GM_REQUESTS)[number];
