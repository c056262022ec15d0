import { describe, expect, it } from "vitest";
import type { RuleEffect } from "../../../src/engine/effects/RuleEffect";
import type { Migration } from "../../../src/engine/play/DocumentRules";
import { migratedEffectId, migrationUpdate } from "../../../src/foundry/migration/migrationUpdate";
import type { StoredActor } from "../../../src/foundry/migration/MigrationWorld";
import { WorldDouble } from "../../support/foundry/migrationWorld";
import { migrateSystem } from "../../../src/foundry/data/pendingMigrations";
import { plainStatusEffects } from "../../../src/foundry/migration/plainStatusEffects";

/** A rule effect that turns `dazed` on for `count` rounds: no rule set's, so the mechanism is held to itself. */
const dazed = (count: number): RuleEffect => ({
  entry: { name: "Dazed", duration: { unit: "rounds", count }, changes: [{ key: "system.conditions.dazed", mode: "override", value: "true" }] },
  label: "DAZED",
  icon: "dazed.svg",
});

/** Version 2: the `dazed` field becomes a status. Version 3: a count of dazed rounds becomes the effect, in place of a plain Dazed. */
const toStatuses: Migration = {
  version: 2,
  documentName: "Actor",
  type: "hero",
  description: "dazed becomes a status",
  migrate: ({ dazed: _dazed, ...rest }) => rest,
  statuses: (system) => (system["dazed"] === true ? ["dazed"] : []),
};
const toEffects: Migration = {
  version: 3,
  documentName: "Actor",
  type: "hero",
  description: "the dazed count becomes an effect",
  migrate: ({ dazedRounds: _rounds, ...rest }) => rest,
  effects: (system, statuses) => {
    const rounds = Number(system["dazedRounds"] ?? 0);
    return rounds > 0 ? [{ effect: dazed(rounds), ...(statuses.has("dazed") ? { replaces: "dazed" } : {}) }] : [];
  },
};

describe("migrateSystem with a migration that puts rule effects on", () => {
  it("from 1, a status the first migration found on and the second replaces is not made: only the effect is", () => {
    const migrated = migrateSystem({ dazed: true, dazedRounds: 2, hp: 5 }, [toStatuses, toEffects]);
    expect(migrated).toEqual({ system: { hp: 5 }, statuses: [], effects: [{ effect: dazed(2) }], changed: true });
  });

  it("from 2, the actor's own plain status effect is the one replaced", () => {
    expect(migrateSystem({ dazedRounds: 3 }, [toEffects], ["dazed"]).effects).toEqual([{ effect: dazed(3), replaces: "dazed" }]);
    expect(migrateSystem({ dazedRounds: 3 }, [toEffects], []).effects).toEqual([{ effect: dazed(3) }]);
  });

  it("an effect alone makes the document changed; no count leaves it as it was", () => {
    const keep: Migration = { ...toEffects, migrate: (system) => ({ ...system }) };
    expect(migrateSystem({ dazedRounds: 1 }, [keep]).changed).toBe(true);
    expect(migrateSystem({ hp: 1 }, [keep])).toEqual({ system: { hp: 1 }, statuses: [], effects: [], changed: false });
  });

  it("from 1 with the status also on as a plain status effect: that one is replaced, and the status is not made again", () => {
    expect(migrateSystem({ dazed: true, dazedRounds: 2 }, [toStatuses, toEffects], ["dazed"])).toMatchObject({
      statuses: [],
      effects: [{ effect: dazed(2), replaces: "dazed" }],
    });
  });

  it("two effects replacing one status: the first is written over it, the second made beside it", () => {
    const twice: Migration = {
      ...toEffects,
      effects: () => [
        { effect: dazed(1), replaces: "dazed" },
        { effect: dazed(2), replaces: "dazed" },
      ],
    };
    expect(migrateSystem({}, [twice], ["dazed"]).effects).toEqual([{ effect: dazed(1), replaces: "dazed" }, { effect: dazed(2) }]);
  });
});

describe("migrationUpdate with rule effects", () => {
  const source = (effect: RuleEffect, tag: string) => ({
    _id: `new-${tag}`,
    name: effect.entry.name,
    statuses: ["dazed"],
    flags: { turnwright: { duration: { ...effect.entry.duration, start: null } } },
  });

  it("puts each in the actor's one update beside its statuses, new ones with their own id and a replacing one over each effect it replaces", () => {
    const update = migrationUpdate(
      {
        id: "hero000000000001",
        system: { hp: 5 },
        version: 3,
        statuses: ["prone"],
        effects: [
          { effect: dazed(2), replaces: ["plain00000000001", "plain00000000002"] },
          { effect: dazed(1), replaces: [] },
        ],
      },
      (status) => ({ _id: `status-${status}`, statuses: [status] }),
      source,
    );
    const hero = { id: "hero000000000001", version: 3 };
    expect(update["effects"]).toEqual([
      { _id: migratedEffectId(hero, "status:prone"), statuses: ["prone"] },
      { ...source(dazed(2), "schema-3-0"), _id: "plain00000000001" },
      { ...source(dazed(2), "schema-3-0"), _id: "plain00000000002" },
      { ...source(dazed(1), "schema-3-1"), _id: migratedEffectId(hero, "effect:1") },
    ]);
  });

  it("gives each new effect the same id whenever it is worked out for the same actor and version, 16 letters and digits as Foundry's ids, and another for another", () => {
    const ids = [
      migratedEffectId({ id: "hero000000000001", version: 3 }, "effect:0"),
      migratedEffectId({ id: "hero000000000001", version: 3 }, "effect:1"),
      migratedEffectId({ id: "hero000000000002", version: 3 }, "effect:0"),
      migratedEffectId({ id: "hero000000000001", version: 4 }, "effect:0"),
    ];
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(migratedEffectId({ id: "hero000000000001", version: 3 }, "effect:0")).toBe(ids[0]);
  });

  it("run in two windows of the active GM at once, each from the data as stored before either wrote: each effect is made once, the second update writing over it", async () => {
    const stored: StoredActor = {
      id: "hero000000000001",
      name: "Hero",
      type: "hero",
      system: { dazedRounds: 2 },
      version: 2,
      items: [],
      statusEffects: [{ id: "plain00000000001", status: "dazed" }],
    };
    const world = new WorldDouble([stored], [], {});
    const change = {
      id: stored.id,
      system: {},
      version: 3,
      statuses: ["prone"],
      effects: [
        { effect: dazed(2), replaces: [] },
        { effect: dazed(1), replaces: ["plain00000000001"] },
      ],
    };
    await world.updateActors([change]);
    await world.updateActors([change]);
    const effects = world.effectsOf(stored.id).map((effect) => effect["_id"]);
    expect(effects).toHaveLength(3);
    expect(new Set(effects).size).toBe(3);
  });

  it("without a source for them (an item, a test of the data alone), no effect rides in it", () => {
    expect(migrationUpdate({ id: "hero000000000001", system: {}, version: 3, effects: [{ effect: dazed(2), replaces: [] }] })).not.toHaveProperty("effects");
  });
});

describe("plainStatusEffects", () => {
  it("reads the effects that turn one status on, are on and have no duration, by id whatever their order", () => {
    const effects = [
      { _id: "b", statuses: ["prone"] },
      { _id: "a", statuses: ["dazed"], flags: { core: { overlay: true } } },
      { _id: "c", statuses: ["dazed", "prone"] },
      { _id: "d", statuses: ["dazed"], disabled: true },
      { _id: "e", statuses: ["dazed"], flags: { turnwright: { duration: { unit: "rounds", count: 1, start: null } } } },
      { _id: "f", statuses: [] },
      "not an effect",
    ];
    expect(plainStatusEffects(effects)).toEqual([
      { id: "a", status: "dazed" },
      { id: "b", status: "prone" },
    ]);
    expect(plainStatusEffects([...effects].reverse())).toEqual(plainStatusEffects(effects));
    expect(plainStatusEffects(undefined)).toEqual([]);
  });
});
