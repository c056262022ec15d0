import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { phasedTurns } from "../../src/engine/clock/index";
import type { ClockWriteOptions, CombatDocument, CoreAnnouncer, FightWriteOptions } from "../../src/foundry/fight/combatWrites";
import type { CoreMove, FighterChange, FighterRecord, FightUpdate } from "../../src/foundry/fight/FightRecord";
import { FakeCombat, fighter } from "../foundry/fight/fakeCombat";
import { FAKE_RULES } from "../foundry/fight/fakeRules";
import { coreTimeDelta } from "../support/foundry/combatTime";
import { clientUpdate, overTheWire, recordOf, serverUpdate, type UpdateOperation } from "./documentUpdate";
import { embedded, foundryCommon, isRecord, type CommonDocument, type Data } from "./foundryCommon";

const foundryCode = await foundryCommon();
// Turnwright's Foundry modules come after Foundry's globals (foundryCommon).
const { TurnwrightCombatData } = await import("../../src/foundry/data/CombatData");
const { TurnwrightCombatantData } = await import("../../src/foundry/data/CombatantData");
const { writeFight, writeFighters } = await import("../../src/foundry/fight/combatWrites");
const { startFight } = await import("../../src/foundry/fight/start");
const { advanceFight } = await import("../../src/foundry/fight/advance");
const { spendFromBudget } = await import("../../src/foundry/fight/spend");
const { holdInFight } = await import("../../src/foundry/fight/heldActions");
const { resetFight } = await import("../../src/foundry/fight/reset");
const { leaveFight } = await import("../../src/foundry/fight/leave");
const { rollFightInitiative } = await import("../../src/foundry/fight/initiative");
const { readClock } = await import("../../src/foundry/fight/clockRecord");
const { liftFightState } = await import("../../src/foundry/data/fightStateMigration");
const { BaseCombat } = foundryCode.documents;

// As registerCombat puts them in CONFIG at init (src/foundry/applications/tracker/registerCombat.ts): core's "base" subtype.
foundryCode.dataModels.Combat["base"] = TurnwrightCombatData;
foundryCode.dataModels.Combatant["base"] = TurnwrightCombatantData;

/** `Document#update` and `updateEmbeddedDocuments` once the backend has completed the operation (common/abstract/backend.mjs). */
const UPDATE: UpdateOperation = { diff: true, recursive: true };
const NO_HOOKS: CoreAnnouncer = { start: () => undefined, move: () => undefined };
const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
/** Combatant ids as Foundry makes them (16 letters and digits: common/data/validators.mjs isValidId). */
const A = "fighterA00000000";
const B = "fighterB00000000";
const C = "fighterC00000000";

/**
 * A Combat stored by Foundry, written through as v13 writes: each update the client's dry run on
 * its Combat (models registered; client/data/client-backend.mjs `#preUpdateDocumentArray`), the
 * server's update of the stored record (no models; dist/database/backend/server-backend.mjs
 * `_updateDocuments`), then the server's answer applied to the client's Combat
 * (`#handleUpdateDocuments`). The tracker's writes go through the system's own write code.
 */
class StoredCombat implements CombatDocument {
  record: Data;
  client: CommonDocument;
  readonly refused: string[] = [];

  constructor(ids: readonly string[]) {
    // Created on the client, which sends its data cleaned by the models, and stored by the server as sent.
    const created = recordOf(new BaseCombat({ _id: "combat0000000000", combatants: ids.map((id) => ({ _id: id, initiative: null })) }));
    this.record = foundryCode.asServer(() => recordOf(new BaseCombat(created)));
    this.client = new BaseCombat(structuredClone(this.record));
  }

  get round(): number {
    return Number(this.record["round"]);
  }

  get turn(): number | null {
    const turn = this.record["turn"];
    return typeof turn === "number" ? turn : null;
  }

  get system(): Data {
    const system = this.record["system"];
    return isRecord(system) ? system : {};
  }

  combatant(id: string): Data {
    const combatants: unknown = this.record["combatants"];
    const found: unknown = Array.isArray(combatants) ? combatants.find((one) => isRecord(one) && one["_id"] === id) : undefined;
    if (!isRecord(found)) throw new Error(`no combatant ${id}`);
    return found;
  }

  getTimeDelta(fromRound: number, fromTurn: number | null, toRound: number, toTurn: number | null): number {
    const combatants: unknown = this.record["combatants"];
    return coreTimeDelta(Array.isArray(combatants) ? combatants.length : 0, 6, 0).getTimeDelta(fromRound, fromTurn, toRound, toTurn);
  }

  async update(data: Record<string, unknown>, _options?: FightWriteOptions): Promise<unknown> {
    this.#write(data, null);
    return this;
  }

  async updateEmbeddedDocuments(_embeddedName: "Combatant", updates: Record<string, unknown>[], _options: ClockWriteOptions): Promise<unknown> {
    for (const update of updates) this.#write(update, String(update["_id"]));
    return updates;
  }

  /** One document's update, the Combat's or (`combatantId`) one of its Combatants'. */
  #write(update: Data, combatantId: string | null): void {
    const target = (combat: CommonDocument): CommonDocument => (combatantId === null ? combat : embedded(combat, "Combatant", combatantId));
    const documentClass = combatantId === null ? BaseCombat : foundryCode.documents.BaseCombatant;
    // TurnwrightCombat.migrateData lifts an old fight's state before core migrates (src/foundry/documents/TurnwrightCombat.ts).
    const sent = clientUpdate(target(this.client), documentClass, { ...update, _id: combatantId ?? this.client.id }, UPDATE, (changes) =>
      liftFightState(changes),
    );
    if (!sent.ok) {
      this.refused.push(sent.error);
      return;
    }
    if (sent.changes === null) return;
    const changes = overTheWire(sent.changes);
    const answer = foundryCode.asServer(() => {
      const combat = new BaseCombat(structuredClone(this.record));
      const diff = serverUpdate(target(combat), changes, UPDATE);
      this.record = recordOf(combat);
      if (combatantId !== null) {
        const combatants: unknown = this.record["combatants"];
        this.record["combatants"] = (Array.isArray(combatants) ? combatants : []).map((one) =>
          isRecord(one) && one["_id"] === combatantId ? recordOf(target(combat)) : one,
        );
      }
      return overTheWire(diff);
    });
    target(this.client).updateSource(answer, { recursive: UPDATE.recursive });
  }
}

/**
 * The tracker's fight over a StoredCombat: each write the tracker makes (`writeFight`,
 * `writeFighters`) is checked against what Foundry then stores: what it means to replace is
 * replaced, what it leaves out stays, in the server's record and in the client's Combat.
 */
class CheckedFight extends FakeCombat {
  readonly combat: StoredCombat;
  readonly mismatches: string[] = [];

  constructor(fighters: readonly FighterRecord[]) {
    super(fighters, { ...FAKE_RULES, clock: phasedTurns });
    this.combat = new StoredCombat(fighters.map((one) => one.id));
  }

  override async write(update: FightUpdate, move?: CoreMove | null): Promise<void> {
    await super.write(update, move);
    const before = json(this.combat.system);
    await writeFight(this.combat, NO_HOOKS, update, move ?? null);
    const meant: Data = { ...Object(before) };
    for (const key of ["clock", "ledger", "budgets", "surprised"] as const) if (update[key] !== undefined) meant[key] = json(update[key]);
    this.#compare("the stored Combat's system", this.combat.system, meant);
    this.#compare("the client's Combat's system", json(this.combat.client._source["system"]), meant);
    if (update.round !== undefined) this.#compare("round", this.combat.round, update.round);
    if (update.turn !== undefined) this.#compare("turn", this.combat.turn, update.turn);
  }

  override async writeFighters(changes: readonly FighterChange[]): Promise<void> {
    await super.writeFighters(changes);
    await writeFighters(this.combat, changes);
    for (const change of changes) {
      const stored = this.combat.combatant(change.id);
      if (change.initiative !== undefined) this.#compare(`${change.id}'s initiative`, stored["initiative"], change.initiative);
      if (change.tiebreak !== undefined) this.#compare(`${change.id}'s tiebreak`, Reflect.get(Object(stored["system"]), "tiebreak"), change.tiebreak);
      if (change.rolledFor !== undefined) this.#compare(`${change.id}'s rolledFor`, Reflect.get(Object(stored["system"]), "rolledFor"), change.rolledFor);
    }
  }

  #compare(what: string, stored: unknown, meant: unknown): void {
    if (!isDeepStrictEqual(stored, meant)) this.mismatches.push(`${what}: stored ${JSON.stringify(stored)}, meant ${JSON.stringify(meant)}`);
  }
}

describe("the tracker's writes on v13's Combat and Combatant, with Turnwright's models (common/documents/combat.mjs, combatant.mjs)", () => {
  it("a fight from initiative to reset stores every ==clock, ==budgets, ledger and surprise write as the tracker means it, stale keys gone (fields.mjs SchemaField#_cleanType, #_updateDiff, ObjectField#_updateDiff, #_updateCommit; helpers.mjs mergeObject)", async () => {
    const fight = new CheckedFight([fighter(A, 40), fighter(B, 30), fighter(C, 20)]);
    fight.faces.push(8, 6, 4);
    await rollFightInitiative(fight, [A, B, C]);
    expect((await startFight(fight)).ok).toBe(true);
    const started = json(fight.combat.system["clock"]);
    await spendFromBudget(fight, A, "aim");
    await advanceFight(fight, "next");
    await holdInFight(fight, B, { op: "delay" });
    await advanceFight(fight, "nextRound");
    await advanceFight(fight, "previous");
    await advanceFight(fight, "next");
    await advanceFight(fight, "nextRound");
    expect(fight.combat.system["clock"]).not.toEqual(started);
    expect(readClock(fight.combat.system["clock"])).not.toBeNull();
    await resetFight(fight);

    expect(fight.combat.refused).toEqual([]);
    expect(fight.mismatches).toEqual([]);
    expect(fight.writes.length).toBeGreaterThan(5);
    expect(fight.combat.system["clock"]).toBeNull();
  });

  it("a combatant who leaves mid-fight is gone from the stored clock and budgets: ==clock and ==budgets replace them, where a merge would keep its keys (fields.mjs SchemaField#_updateDiff; helpers.mjs mergeObject)", async () => {
    const fight = new CheckedFight([fighter(A, 40), fighter(B, 30), fighter(C, 20)]);
    fight.faces.push(8, 6, 4);
    await rollFightInitiative(fight, [A, B, C]);
    await startFight(fight);
    await advanceFight(fight, "next");
    await spendFromBudget(fight, C, "dodge");
    fight.remove([B]);
    expect(await leaveFight(fight, [B])).toEqual({ ok: true, value: true });
    expect(Object.keys(Object(fight.combat.system["budgets"])).sort()).toEqual([A, C]);
    expect(Object.keys(Object(readClock(fight.combat.system["clock"])?.combatants)).sort()).toEqual([A, C]);
    expect(fight.mismatches).toEqual([]);
  });

  it("a Combat stored by an earlier Turnwright loads with its budgets and surprise marks on the Combat and none on its Combatants (TurnwrightCombat.migrateData, then DataModel#_initializeSource cleans)", () => {
    const old: Data = {
      _id: "combat0000000000",
      system: {},
      combatants: [
        { _id: A, system: { budget: { turn: ["aim"], reactions: 0 }, surprised: true, tiebreak: [40], rolledFor: 1 } },
        { _id: B, system: { budget: null, surprised: false, tiebreak: [30], rolledFor: 1 } },
      ],
    };
    liftFightState(old);
    const combat = new BaseCombat(old, { strict: true });
    expect(json(combat._source["system"])).toMatchObject({ budgets: { [A]: { turn: ["aim"], reactions: 0 } }, surprised: [A] });
    for (const id of [A, B]) expect(json(embedded(combat, "Combatant", id)._source["system"])).toEqual({ tiebreak: id === A ? [40] : [30], rolledFor: 1 });
  });
});
