import type { DiceRequest } from "../../../src/engine/dice/DiceRequest";
import type { ActorChange } from "../../../src/engine/play/ActorSnapshot";
import type { CombatRules } from "../../../src/engine/play/CombatRules";
import type { Refusal } from "../../../src/engine/Refusal";
import type { CombatPort, InitiativeNote, RolledDice } from "../../../src/foundry/fight/CombatPort";
import type { Roller } from "../../../src/foundry/dice/messageVisibility";
import type { CoreHook, CoreMove, FighterChange, FighterRecord, FightRecord, FightUpdate, Report } from "../../../src/foundry/fight/FightRecord";
import { withDotPaths } from "../../support/dotPaths";
import { fakeActor, FAKE_RULES } from "./fakeRules";

/** The roll the double hands back with each outcome: which faces it was. */
type Rolls = readonly number[];

function applyChange(fighter: FighterRecord, change: FighterChange): FighterRecord {
  return {
    ...fighter,
    ...(change.initiative === undefined ? {} : { initiative: change.initiative }),
    ...(change.tiebreak === undefined ? {} : { tiebreak: change.tiebreak }),
    ...(change.rolledFor === undefined ? {} : { rolledFor: change.rolledFor }),
  };
}

/**
 * A test double of the Combat's document API: it keeps the fight as plain data, applies every
 * write the way Foundry would (the clock and budgets replaced whole) and records each database
 * operation, hook, chat batch and notification, so tests count them.
 */
export class FakeCombat implements CombatPort<Rolls> {
  readonly rules: CombatRules;
  record: FightRecord;
  readonly writes: { update: FightUpdate; move: CoreMove | null }[] = [];
  readonly fighterWrites: (readonly FighterChange[])[] = [];
  readonly announcements: (readonly InitiativeNote<Rolls>[])[] = [];
  /** Whom each batch of initiative messages was made for. */
  readonly announcedFor: Roller[] = [];
  /** Whom each roll was thrown for. */
  readonly rolledFor: Roller[] = [];
  /** The user this double's game belongs to. */
  user: Roller = { user: "gm", mode: "public" };
  readonly reports: Report[] = [];
  readonly actorChanges: (readonly ActorChange[])[] = [];
  /** Core's hooks as the port fires them: right before the update of the move they announce. */
  readonly hooks: { hook: CoreHook; update: FightUpdate; move: CoreMove }[] = [];
  readonly refusals: Refusal[] = [];
  readonly surpriseAsked: (readonly string[])[] = [];
  /** Faces the dice come up with, in order; then 5s. */
  readonly faces: number[] = [];
  surpriseAnswer: Readonly<Record<string, boolean>> | null = {};

  constructor(fighters: readonly FighterRecord[], rules: CombatRules = FAKE_RULES) {
    this.rules = rules;
    this.record = { round: 0, turn: null, clock: null, ledger: [], fighters };
  }

  get databaseOperations(): number {
    const actorUpdates = this.actorChanges.reduce((sum, changes) => sum + new Set(changes.map((change) => change.actor)).size, 0);
    return this.writes.length + this.fighterWrites.length + this.announcements.length + this.reports.length + actorUpdates;
  }

  read(): FightRecord {
    return this.record;
  }

  async write(update: FightUpdate, move?: CoreMove | null): Promise<void> {
    if (move !== undefined && move !== null) this.hooks.push({ hook: move.hook, update, move });
    this.writes.push({ update, move: move ?? null });
    const { budgets, surprised } = update;
    this.record = {
      round: update.round ?? this.record.round,
      turn: update.turn === undefined ? this.record.turn : update.turn,
      clock: update.clock === undefined ? this.record.clock : update.clock,
      ledger: update.ledger ?? this.record.ledger,
      // The budgets and surprise marks live on the Combat, replaced whole.
      fighters: this.record.fighters.map((fighter) => ({
        ...fighter,
        ...(budgets === undefined ? {} : { budget: budgets[fighter.id] ?? null }),
        ...(surprised === undefined ? {} : { surprised: surprised.includes(fighter.id) }),
      })),
    };
  }

  async writeFighters(changes: readonly FighterChange[]): Promise<void> {
    this.fighterWrites.push(changes);
    const byId = new Map(changes.map((change) => [change.id, change]));
    this.record = {
      ...this.record,
      fighters: this.record.fighters.map((fighter) => {
        const change = byId.get(fighter.id);
        return change === undefined ? fighter : applyChange(fighter, change);
      }),
    };
  }

  /** Records the changes and writes them into the fighters' actors, as the documents would hold them. */
  async changeActors(changes: readonly ActorChange[]): Promise<void> {
    this.actorChanges.push(changes);
    this.record = {
      ...this.record,
      fighters: this.record.fighters.map((fighter) => {
        const actor = fighter.actor;
        if (actor === null) return fighter;
        const system = changes
          .filter((change) => change.actor === actor.ref)
          .reduce<unknown>((data, change) => withDotPaths(data, change.system), actor.system);
        return system === actor.system ? fighter : { ...fighter, actor: { ...actor, system } };
      }),
    };
  }

  self(): Roller {
    return this.user;
  }

  async announce(notes: readonly InitiativeNote<Rolls>[], roller: Roller): Promise<void> {
    this.announcements.push(notes);
    this.announcedFor.push(roller);
  }

  async report(report: Report): Promise<void> {
    this.reports.push(report);
  }

  async roll(requests: readonly DiceRequest[], roller: Roller): Promise<RolledDice<Rolls>> {
    this.rolledFor.push(roller);
    const faces = requests.map(() => this.faces.shift() ?? 5);
    return {
      outcomes: requests.map((request, index) => {
        const face = faces[index] ?? 5;
        return { request, dice: [{ faces: [face], wild: false, kept: true }], total: face };
      }),
      rolls: faces,
    };
  }

  async askSurprise(fighters: readonly FighterRecord[]): Promise<Readonly<Record<string, boolean>> | null> {
    this.surpriseAsked.push(fighters.map((fighter) => fighter.id));
    return this.surpriseAnswer;
  }

  refuse(refusal: Refusal): void {
    this.refusals.push(refusal);
  }

  /** Someone deletes combatants: gone from the document before the clock hears of it. */
  remove(ids: readonly string[]): void {
    this.record = { ...this.record, fighters: this.record.fighters.filter((fighter) => !ids.includes(fighter.id)) };
  }

  fighter(id: string): FighterRecord {
    const found = this.record.fighters.find((fighter) => fighter.id === id);
    if (found === undefined) throw new Error(`no fighter ${id}`);
    return found;
  }
}

export function fighter(id: string, agility: number, overrides: Partial<FighterRecord> = {}): FighterRecord {
  return {
    id,
    name: id.toUpperCase(),
    actor: fakeActor(id, agility),
    initiative: null,
    tiebreak: [],
    rolledFor: 0,
    surprised: false,
    defeated: false,
    budget: null,
    ...overrides,
  };
}

/** Three fighters with initiative already rolled: a (12) before b (9) before c (5). */
export function rolledTrio(): FighterRecord[] {
  return [
    fighter("b", 30, { initiative: 9, tiebreak: [30], rolledFor: 1 }),
    fighter("c", 20, { initiative: 5, tiebreak: [20], rolledFor: 1 }),
    fighter("a", 40, { initiative: 12, tiebreak: [40], rolledFor: 1 }),
  ];
}
