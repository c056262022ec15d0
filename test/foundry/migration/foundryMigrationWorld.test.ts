import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Foundry's classes the system's documents extend at import: stand-ins whose `instanceof` goes by
// the prototype chain, as for a real class (test/support/foundry/hooks.ts); the globals the
// migration's writes read are stubbed in each test.
await vi.hoisted(async () => {
  const { standInDocumentGlobals } = await import("../../support/foundry/hooks");
  standInDocumentGlobals();
  const stand: unknown = Reflect.get(globalThis, "CONFIG");
  Reflect.set(globalThis, "ActiveEffect", stand);
  Reflect.set(globalThis, "foundry", { abstract: { TypeDataModel: class TypeDataModel {} }, data: { fields: stand } });
});

import { createClock, setInitiative, type ClockState } from "../../../src/engine/clock/index";
import { clockMark } from "../../../src/engine/effects/durationInForce";
import { useDocumentRules } from "../../../src/foundry/activeRules";
import { TurnwrightActor } from "../../../src/foundry/documents/TurnwrightActor";
import { TurnwrightCombatData } from "../../../src/foundry/data/CombatData";
import { migrationWorldOf } from "../../../src/foundry/migration/foundryMigrationWorld";
import { runMigrations } from "../../../src/foundry/migration/runMigrations";
import { migratedEffectId } from "../../../src/foundry/migration/migrationUpdate";
import { StoredSources } from "../../../src/foundry/data/storedSources";
import { D20_SEGMENTS_MODULE } from "../../../src/rulesets/d20-segments/play/module";
import { NoticesDouble, VersionDouble } from "../../support/foundry/migrationWorld";
import { state } from "../../support/clockStates";

const module = D20_SEGMENTS_MODULE;
const { clock } = module.combat;

/** A fight of the Snagged Bandit (combatant k1) and another, at its first turn. */
const fight = state(setInitiative(clock, state(createClock(clock, [{ id: "k1" }, { id: "k2" }])), { k1: { score: 9 }, k2: { score: 5 } }));

/** A world actor of d20-segments as the migration reads it (v13 client/documents/actor.mjs: `id`, `items`, `effects`, `toObject`), saved at version 2. */
function actorDouble(id: string, name: string, system: Record<string, unknown>, effects: Record<string, unknown>[]): TurnwrightActor {
  const source = { _id: id, name, type: module.documents.actorType, system, flags: { turnwright: { schemaVersion: 2 } } };
  const actor: unknown = Object.create(TurnwrightActor.prototype, {
    id: { value: id },
    name: { value: name },
    type: { value: module.documents.actorType },
    items: { value: { contents: [] } },
    effects: { value: { contents: effects.map((effect) => ({ toObject: () => structuredClone(effect) })) } },
    toObject: { value: () => structuredClone(source) },
  });
  if (!(actor instanceof TurnwrightActor)) throw new Error("not an actor");
  return actor;
}

function combatSystem(at: ClockState): TurnwrightCombatData {
  const system: unknown = Object.create(TurnwrightCombatData.prototype, { clock: { value: at } });
  if (!(system instanceof TurnwrightCombatData)) throw new Error("not a combat's system");
  return system;
}

const snagged = actorDouble("snagged000000001", "Snagged Bandit", { kind: "npc", roundsLost: 3 }, [
  { _id: "hudstunned000001", name: "Stunned", statuses: ["stunned"] },
]);
const botched = actorDouble("botched000000001", "Botched Bandit", { kind: "npc", roundsLost: 2 }, []);
const updateDocuments = vi.fn(async (updates: readonly Record<string, unknown>[], _options?: object) =>
  updates.map((update) => ({ id: String(update["_id"]) })),
);

beforeEach(() => {
  updateDocuments.mockClear();
  useDocumentRules(() => module.documents, [module.documents]);
  const combat = {
    id: "combat0000000001",
    system: combatSystem(fight),
    // v13 client/documents/combat.mjs `Combat#getCombatantsByActor`: the Snagged Bandit fights, the Botched Bandit does not.
    getCombatantsByActor: (actor: unknown) => (actor === snagged ? [{ id: "k1" }] : []),
  };
  vi.stubGlobal("CONFIG", { Actor: { documentClass: { updateDocuments } }, statusEffects: [] });
  // v13's `foundry.data` has no operators (the `==system` key is v13's forced replacement); no id is drawn at random.
  vi.stubGlobal("foundry", { data: {}, utils: {} });
  vi.stubGlobal("game", { ready: true, combat, combats: { contents: [combat] }, i18n: { localize: (key: string) => key } });
  vi.stubGlobal("CONST", { ACTIVE_EFFECT_MODES: { CUSTOM: 0, MULTIPLY: 1, ADD: 2, DOWNGRADE: 3, UPGRADE: 4, OVERRIDE: 5 } });
});

afterEach(() => vi.unstubAllGlobals());

describe("the world's actors written back by the migration to version 3 (foundryMigrationWorld)", () => {
  it("one batch, one update per actor; the effects ride in it, begun where the actor's fight stands, or with no start outside one; the plain Stunned written over by its id", async () => {
    const world = migrationWorldOf([snagged, botched], [], new StoredSources(), clock);
    expect(world.actors.map((actor) => actor.statusEffects)).toEqual([[{ id: "hudstunned000001", status: "stunned" }], []]);

    const outcome = await runMigrations(module, { world, version: new VersionDouble(2), notices: new NoticesDouble() });

    expect(outcome).toMatchObject({ ran: true, updated: 2, failures: [] });
    expect(updateDocuments).toHaveBeenCalledTimes(1);
    const [updates, options] = updateDocuments.mock.calls[0] ?? [];
    expect(options).toEqual({ diff: false });
    const byId = new Map((updates ?? []).map((update) => [update["_id"], update]));
    const inFight = { combat: "combat0000000001", bearer: "k1", mark: clockMark(clock, fight, "k1") };
    const timed = (status: string, count: number, tag: string, start: unknown) => ({
      name: `TURNWRIGHT.D20Segments.Effect.${status}`,
      img: `systems/turnwright/assets/conditions/${status}.svg`,
      changes: [],
      statuses: [status],
      flags: { turnwright: { duration: { unit: "round-ends", count, start }, madeBy: `migration:${tag}` } },
    });
    expect(byId.get("snagged000000001")).toEqual({
      _id: "snagged000000001",
      "==system": { kind: "npc" },
      flags: { turnwright: { schemaVersion: 3 } },
      effects: [
        { ...timed("lost", 3, "schema-3-0", inFight), _id: migratedEffectId({ id: "snagged000000001", version: 3 }, "effect:0") },
        { ...timed("stunned", 3, "schema-3-1", inFight), _id: "hudstunned000001" },
      ],
    });
    expect(byId.get("botched000000001")?.["effects"]).toEqual([
      { ...timed("lost", 2, "schema-3-0", null), _id: migratedEffectId({ id: "botched000000001", version: 3 }, "effect:0") },
    ]);
  });
});
