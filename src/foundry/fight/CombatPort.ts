import type { DiceOutcome, DiceRequest } from "../../engine/dice/DiceRequest";
import type { ActorChange } from "../../engine/play/ActorSnapshot";
import type { CombatRules, InitiativeResult } from "../../engine/play/CombatRules";
import type { Outcome, Refusal } from "../../engine/Refusal";
import type { Roller } from "../dice/messageVisibility";
import type { CoreMove, FighterChange, FighterRecord, FightRecord, FightUpdate, Report } from "./FightRecord";

/** Dice rolled for real, with whatever the chat needs to show them (Foundry's Rolls). */
export interface RolledDice<R> {
  readonly outcomes: readonly DiceOutcome[];
  readonly rolls: R;
}

/** One initiative roll for the chat log. */
export interface InitiativeNote<R> {
  readonly fighter: FighterRecord;
  readonly result: InitiativeResult;
  readonly rolls: R;
}

/**
 * Everything the tracker's operations do to Foundry, through one small interface: the Combat
 * implements it with real documents, tests with a double that counts the writes. Each method
 * that writes is exactly one database operation.
 */
export interface CombatPort<R> {
  readonly rules: CombatRules;
  /** The Combat as it stands now, as plain data. */
  read(): FightRecord;
  /**
   * ONE `combat.update()`, combatant changes inlined. With a move, core's hook for it is fired
   * first and the update carries core's options for it, as core's own method would.
   */
  write(update: FightUpdate, move?: CoreMove | null): Promise<void>;
  /** ONE `updateEmbeddedDocuments("Combatant", ...)`. */
  writeFighters(changes: readonly FighterChange[]): Promise<void>;
  /** What a roll cost the actors (a luck point spent on initiative): ONE update per actor. */
  changeActors(changes: readonly ActorChange[]): Promise<void>;
  /** This user, rolling for themselves. */
  self(): Roller;
  /** ONE batch of chat messages, in the roller's name and mode. */
  announce(notes: readonly InitiativeNote<R>[], roller: Roller): Promise<void>;
  /** What a step did (the Post-Turn's Recoveries), as ONE chat message. */
  report(report: Report): Promise<void>;
  /** Real dice for `roller`; only a user's own game may ask them to type their dice in. */
  roll(requests: readonly DiceRequest[], roller: Roller): Promise<RolledDice<R>>;
  /** Who is surprised, asked of the GM as the fight begins; null when the GM cancels. */
  askSurprise(fighters: readonly FighterRecord[]): Promise<Readonly<Record<string, boolean>> | null>;
  /** Tells the user why nothing happened. */
  refuse(refusal: Refusal): void;
}

/** A user's own action: a refusal reaches them as a notification, with the reason. */
export async function told<T>(port: Pick<CombatPort<unknown>, "refuse">, outcome: Promise<Outcome<T>>): Promise<Outcome<T>> {
  const settled = await outcome;
  if (!settled.ok) port.refuse(settled.refusal);
  return settled;
}
