import { readClock, readLedger } from "../../../src/foundry/fight/clockRecord";
import type { ClockWriteOptions, CombatDocument, FightWriteOptions } from "../../../src/foundry/fight/combatWrites";
import type { FighterRecord, FightRecord } from "../../../src/foundry/fight/FightRecord";
import { FIGHT_WRITE } from "../../../src/foundry/fight/ownWrites";
import { coreTimeDelta } from "./combatTime";
import { V13, type FoundryGeneration } from "./foundryGenerations";

/** A hook core fires once a database operation is back (`update${documentName}`). */
export interface FiredHook {
  readonly hook: "updateCombat" | "updateCombatant";
  readonly id: string;
  readonly changed: Readonly<Record<string, unknown>>;
}

interface StoredCombatant {
  initiative: number | null;
  system: Record<string, unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A double of a Combat document as v13's client database backend updates it
 * (client/data/client-backend.mjs, `_updateDocuments` and `#handleUpdateDocuments`): each call is
 * one request to the server and one answer, and once it is back core fires `update<Type>` for
 * the documents of that operation's own type only. A Combat update that carries its combatants
 * inline (as core's own `resetAll` does) changes them without any `updateCombatant`; an
 * embedded Combatant update fires `updateCombatant` for each combatant it changed. The stored data
 * takes an update as the generation's database does (`FoundryGeneration#merge`: v13's `==`/`-=`
 * keys, v14's operators, which v14's declarations give no different round trips or hooks for).
 */
export class CombatDocumentDouble implements CombatDocument {
  round = 0;
  turn: number | null = null;
  readonly system: Record<string, unknown> = { clock: null, ledger: [], budgets: {}, surprised: [] };
  readonly combatants = new Map<string, StoredCombatant>();
  /** Requests sent to the server. */
  roundTrips = 0;
  readonly hooks: FiredHook[] = [];
  /** The options of each Combat update that moves the fight, as core's own method would have passed them (beside the writing window's mark); undefined for one that does not. */
  readonly updateOptions: (FightWriteOptions | undefined)[] = [];
  /** Each update's mark of the window that wrote it (ownWrites). */
  readonly writeMarks: (string | undefined)[] = [];

  constructor(
    ids: readonly string[],
    readonly generation: FoundryGeneration = V13,
  ) {
    for (const id of ids) this.combatants.set(id, { initiative: null, system: { tiebreak: [], rolledFor: 0 } });
  }

  getTimeDelta(fromRound: number, fromTurn: number | null, toRound: number, toTurn: number | null): number {
    return coreTimeDelta(this.combatants.size, 6, 0).getTimeDelta(fromRound, fromTurn, toRound, toTurn);
  }

  async update(data: Record<string, unknown>, options?: FightWriteOptions): Promise<unknown> {
    this.roundTrips += 1;
    this.writeMarks.push(options?.[FIGHT_WRITE]);
    this.updateOptions.push(options?.direction === undefined ? undefined : options);
    if (typeof data["round"] === "number") this.round = data["round"];
    if ("turn" in data) this.turn = typeof data["turn"] === "number" ? data["turn"] : null;
    if (isRecord(data["system"])) this.generation.merge(this.system, data["system"]);
    if (Array.isArray(data["combatants"])) for (const change of data["combatants"]) if (isRecord(change)) this.#apply(change);
    this.hooks.push({ hook: "updateCombat", id: "combat", changed: data });
    return this;
  }

  async updateEmbeddedDocuments(_embeddedName: "Combatant", updates: Record<string, unknown>[], _options: ClockWriteOptions): Promise<unknown> {
    this.roundTrips += 1;
    for (const change of updates) {
      const id = this.#apply(change);
      if (id !== null) this.hooks.push({ hook: "updateCombatant", id, changed: change });
    }
    return updates;
  }

  #apply(change: Readonly<Record<string, unknown>>): string | null {
    const id = change["_id"];
    const stored = typeof id === "string" ? this.combatants.get(id) : undefined;
    if (typeof id !== "string" || stored === undefined) return null;
    if ("initiative" in change) stored.initiative = typeof change["initiative"] === "number" ? change["initiative"] : null;
    if (isRecord(change["system"])) this.generation.merge(stored.system, change["system"]);
    return id;
  }

  hooksFired(hook: FiredHook["hook"]): string[] {
    return this.hooks.filter((fired) => fired.hook === hook).map((fired) => fired.id);
  }
}

/**
 * The fight as the tracker reads a stored Combat back (src/foundry/documents/fighterRecord.ts
 * `fightRecord`): core's round and turn, the clock, the ledger, the budgets and the surprise marks
 * from the Combat's `system`, each combatant's initiative from its own record. What the Combat does
 * not hold of a fighter (its name, its actor, whether it is defeated) is taken from `fighters`.
 */
export function storedFightRecord(document: CombatDocumentDouble, fighters: readonly FighterRecord[]): FightRecord {
  const budgets: unknown = document.system["budgets"];
  const surprised: unknown = document.system["surprised"];
  return {
    round: document.round,
    turn: document.turn,
    clock: readClock(document.system["clock"]),
    ledger: readLedger(document.system["ledger"]),
    fighters: fighters.map((one) => {
      const own = document.combatants.get(one.id);
      const tiebreak: unknown = own?.system["tiebreak"];
      const rolledFor: unknown = own?.system["rolledFor"];
      const budget: unknown = isRecord(budgets) ? budgets[one.id] : undefined;
      return {
        ...one,
        initiative: own?.initiative ?? null,
        tiebreak: Array.isArray(tiebreak) ? tiebreak.filter((n): n is number => typeof n === "number") : [],
        rolledFor: typeof rolledFor === "number" ? rolledFor : 0,
        budget: budget ?? null,
        surprised: Array.isArray(surprised) && surprised.includes(one.id),
      };
    }),
  };
}
