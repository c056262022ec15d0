import type { ClockWriteOptions, CombatDocument, FightWriteOptions } from "../../../src/foundry/combat/combatWrites";
import { FIGHT_WRITE } from "../../../src/foundry/combat/ownWrites";
import { coreTimeDelta } from "./combatTime";
import { mergeUpdate } from "./mergeUpdate";

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
 * embedded Combatant update fires `updateCombatant` for each combatant it changed.
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

  constructor(ids: readonly string[]) {
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
    if (isRecord(data["system"])) mergeUpdate(this.system, data["system"]);
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
    if (isRecord(change["system"])) mergeUpdate(stored.system, change["system"]);
    return id;
  }

  hooksFired(hook: FiredHook["hook"]): string[] {
    return this.hooks.filter((fired) => fired.hook === hook).map((fired) => fired.id);
  }
}
