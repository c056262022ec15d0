import { coreUpdateOptions, type CoreClockTime } from "./coreStep";
import type { CoreMove, FighterChange, FightUpdate } from "./FightRecord";
import { combatantUpdateData, combatUpdateData } from "./updateData";
import { ownWriteMark } from "./ownWrites";

/** Core's update options for a move, as `coreUpdateOptions` makes them. */
export type CoreMoveOptions = ReturnType<typeof coreUpdateOptions>;

/** A fight's update's options: core's for a move, where it is one, and the mark of the window that writes it (ownWrites). */
export type FightWriteOptions = Partial<CoreMoveOptions> & ReturnType<typeof ownWriteMark>;

/**
 * Marks the system's own writes of a combatant's initiative, which the clock has already taken:
 * any other write of it is sent through the clock first (TurnwrightCombatant#_preUpdate).
 */
export const CLOCK_WRITE = "turnwrightClock";

/**
 * The options of an initiative batch: core's own `Combat#rollInitiative` updates combatants with
 * `turnEvents: false` (a new score is no new turn), and the mark above.
 */
export interface ClockWriteOptions {
  readonly turnEvents: false;
  readonly [CLOCK_WRITE]: true;
}

const CLOCK_WRITE_OPTIONS: ClockWriteOptions = { turnEvents: false, [CLOCK_WRITE]: true };

/** What the fight's writes need of a Combat document: Foundry's, or a test's double of it. */
export interface CombatDocument extends CoreClockTime {
  readonly round: number;
  readonly turn: number | null;
  update(data: Record<string, unknown>, options?: FightWriteOptions): Promise<unknown>;
  updateEmbeddedDocuments(embeddedName: "Combatant", updates: Record<string, unknown>[], options: ClockWriteOptions): Promise<unknown>;
}

/** Core's hooks for the moves the tracker makes in core's place. */
export interface CoreAnnouncer {
  /** `combatStart`, with core's start sound. */
  start(moment: { round: number; turn: number }): void;
  move(hook: "combatTurn" | "combatRound", moment: { round: number; turn: number }, options: CoreMoveOptions): void;
}

/**
 * ONE update of the Combat, marked as this window's (ownWrites). With a move, core's hook for it
 * fires first and the update carries core's options for it, as core's own `startCombat`,
 * `nextTurn` and `nextRound` do.
 */
export async function writeFight(combat: CombatDocument, announce: CoreAnnouncer, update: FightUpdate, move: CoreMove | null): Promise<void> {
  const data = combatUpdateData(update);
  if (move === null) {
    await combat.update(data, ownWriteMark());
    return;
  }
  // Listeners may read the moment (core's hooks take -1 for "nobody acts"); the clock decides round and turn, so changes to it are not taken up.
  const moment = { round: update.round ?? combat.round, turn: (update.turn === undefined ? combat.turn : update.turn) ?? -1 };
  if (move.hook === "combatStart") {
    announce.start(moment);
    await combat.update(data, ownWriteMark());
    return;
  }
  // Core hands its hook the very options it then updates with, so a listener's change to them holds.
  const options = coreUpdateOptions(combat, move);
  announce.move(move.hook, moment, options);
  await combat.update(data, Object.assign(options, ownWriteMark()));
}

/** ONE Combatant batch of initiative, so core and modules hear of it (`updateCombatant`). */
export async function writeFighters(combat: CombatDocument, changes: readonly FighterChange[]): Promise<void> {
  await combat.updateEmbeddedDocuments("Combatant", changes.map(combatantUpdateData), CLOCK_WRITE_OPTIONS);
}
