import type { MeasuredDistance } from "../../engine/play/reachOnCard";
import type { DiceOutcome, DiceRequest } from "../../engine/dice/DiceRequest";
import type { ActorSnapshot } from "../../engine/play/ActorSnapshot";
import type { RuleSetModule } from "../../engine/play/RuleSetModule";
import type { Outcome } from "../../engine/Refusal";
import type { CardWorld } from "../chat/CardWorld";
import type { PressResult } from "../chat/executePress";
import type { StartResult } from "../chat/executeStart";
import type { FightRecord } from "../fight/FightRecord";
import type { MigrationWorld, StoredActor } from "../migration/MigrationWorld";
import type { FightScenario } from "../odds/fightScenario";
import type { StudyWorker } from "../odds/OddsRun";
import type { OptionKey } from "../settings";

/** What the card flow reads of the world when a button is pressed, read as the GM's game reads it. */
export type CardReads = Pick<CardWorld, "snapshot" | "budget" | "unaware" | "tallies" | "allies" | "readCard"> & {
  /** How far each target stands from the actor, as this game measures a start the GM makes (CardWorld's `distances` for the GM). */
  distancesForGM(actor: string, targets: readonly string[]): Promise<Readonly<Record<string, MeasuredDistance>>>;
};

/** A sheet opened, drawn and closed again. */
export interface SheetShown {
  /** What the sheet's name field holds, as drawn. */
  readonly name: string;
  /** The text the sheet drew besides its fields: labels, values, buttons. */
  readonly text: string;
  /** Whether it was off the screen once closed. */
  readonly closed: boolean;
}

/** Dice the table throws from a list instead of at random, until released. */
export interface ForcedDice {
  /** Faces of the list not thrown yet. */
  left(): number;
  /** Dice thrown once the list was used up, or that a face of the list did not fit: thrown at random. */
  strays(): number;
  release(): void;
}

export type TrackerStep = "next" | "previous";

/** An actor's stored data and its items'. */
export interface StoredActorData {
  readonly system: unknown;
  readonly items: readonly { readonly name: string; readonly type: string; readonly system: unknown }[];
}

/** What a batch left behind once it cleared away what it made: nothing, when all went. */
export interface Leftovers {
  readonly messages: number;
  readonly combats: number;
  readonly actors: number;
  readonly folders: number;
}

/**
 * The world a batch plays in, as narrow as its steps need it: documents made and shown, the
 * tracker's buttons, the sheets' and cards' buttons, the settings, the migration and the Odds
 * dialog's worker. Every write is the GM's, made the way the GM's own clicks make it. Foundry's
 * implementation (`foundryLiveTable`) runs it in a live world; `npm run check` runs the same
 * steps on an implementation in memory built from the tests' doubles, so no step ships unrun.
 */
export interface LiveTable {
  /** The world's rule set, as it plays under the world's options. */
  readonly module: RuleSetModule;

  /** A folder of actors, to hold what the batch makes. */
  createFolder(name: string): Promise<string>;
  /** Every actor of one of the system's compendium packs, made in the folder; as they are once made. */
  createPackActors(pack: string, folder: string): Promise<readonly ActorSnapshot[]>;
  /** Actors made from data as an older version stored it (its schema version stamped where it was), in the folder. */
  createStoredActors(sources: readonly StoredActor[], folder: string): Promise<readonly ActorSnapshot[]>;
  /** The refs of the actors the folder holds. */
  actorsIn(folder: string): readonly string[];
  /** The actor's sheet opened, drawn and closed. */
  showActorSheet(actor: string): Promise<SheetShown>;
  /** The sheet of one of the actor's items opened, drawn and closed. */
  showItemSheet(actor: string, item: string): Promise<SheetShown>;

  /** A combat of these actors, one combatant each and no tokens: the combat the tracker shows from now on. */
  createCombat(actors: readonly string[]): Promise<string>;
  /** The tracker's "roll all": initiative for every combatant that has none. */
  rollAll(combat: string): Promise<void>;
  /** The tracker's "begin combat", with nobody caught unaware: the GM's answer given without its dialog. */
  beginCombat(combat: string): Promise<Outcome<unknown>>;
  /** The tracker's next or previous turn, pressed by the GM. */
  step(combat: string, step: TrackerStep): Promise<void>;
  /** The tracker's Pass, said for a combatant. */
  pass(combat: string, combatant: string): Promise<Outcome<unknown>>;
  /** The tracker's Declare: how many actions the combatant takes this round. */
  declare(combat: string, combatant: string, count: number): Promise<Outcome<unknown>>;
  /** The combat as the tracker plans with it. */
  fight(combat: string): FightRecord;

  readonly cards: CardReads;
  /** A sheet button pressed by the GM for the actor, at these targets; what the card follows with is left to the caller. */
  startCard(actor: string, action: string, data: Readonly<Record<string, string>>, targets: readonly string[]): Promise<Outcome<StartResult>>;
  /** A card's button pressed by the GM; what it follows with is left to the caller. */
  pressCard(message: string, button: string): Promise<Outcome<PressResult>>;
  /** How many rolls the card's message holds. */
  rollsOn(message: string): number;
  /** The message's rolls from `from` on, read as the rules read dice: one for each request. */
  diceOn(message: string, from: number, requests: readonly DiceRequest[]): readonly DiceOutcome[];
  /** From now until released, every die the world throws shows the next of these faces. */
  forceDice(faces: readonly number[]): ForcedDice;

  /** The world's rule set as its setting names it. */
  ruleSetSetting(): string;
  /** A rule set's option as the world's setting stores it. */
  storedSetting(key: OptionKey): unknown;
  /** The actor's data as the world stores it (its document's source), not as the rules read it: the rules' copy sets every condition from its status effects. */
  storedActor(actor: string): StoredActorData | undefined;
  /** The migration's view of these actors alone: it reads and writes them as it does the world's. */
  migrationWorld(actors: readonly string[]): MigrationWorld;
  /** The combat as the Odds dialog reads it into a scenario. */
  oddsOf(combat: string, seed: number): FightScenario;
  /** A worker of the Odds dialog's, started as the dialog starts it. */
  studyWorker(): StudyWorker;

  /** Everything the batch made gone: the chat messages it posted, its combats, actors and folders. */
  clearAway(): Promise<Leftovers>;
}
