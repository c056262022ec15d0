import { readdirSync, readFileSync } from "node:fs";
import type { TSchema } from "@sinclair/typebox";
import { describe, expect, it } from "vitest";
import { statusesInSystem } from "../../../src/engine/conditions/conditionState";
import { validate } from "../../../src/engine/schema/validate";
import { readTiming } from "../../../src/engine/effects/EffectTiming";
import { isPlainRecord } from "../../../src/engine/plainRecord";
import { plainStatusEffects } from "../../../src/foundry/migration/plainStatusEffects";
import type { StoredActor, StoredDocument } from "../../../src/foundry/migration/MigrationWorld";
import { migrateSystem, pendingMigrations } from "../../../src/foundry/data/pendingMigrations";
import { runMigrations } from "../../../src/foundry/migration/runMigrations";
import { REGISTERED } from "../../../src/rulesets/registry";
import { droppedPaths, holdsPath } from "../../support/droppedPaths";
import { NoticesDouble, VersionDouble, WorldDouble } from "../../support/foundry/migrationWorld";
import { nextSchemaVersion } from "../../support/nextSchemaVersion";

/**
 * A world as each schema version Turnwright ever wrote left it (`test/fixtures/worlds/schema-<n>.json`),
 * frozen when that version was current: both rule sets' actors and items, some stamped with the
 * version, some relying on the world's stored one. When a schema changes, the world of the
 * version before is kept here as it is, and this test brings it up to date. A type whose rule
 * set is not active has no data model registered, and Foundry keeps its `system` as stored
 * (v13 common/data/fields.mjs, `TypeDataField#clean` falls back to ObjectField's clean without a
 * model): so the migration must leave those documents untouched, and this test holds it to that.
 * Each world is also taken through a next schema version that renames and drops fields
 * (`nextSchemaVersion`), so that what a migration drops is held to leaving the stored documents.
 */
const FOLDER = new URL("../../fixtures/worlds/", import.meta.url);

interface StoredSource extends Omit<StoredDocument, "version"> {
  readonly version: number | null;
}

function stored(source: StoredSource): StoredDocument {
  return { id: source.id, name: source.name, type: source.type, system: source.system, version: source.version ?? undefined };
}

type Models = Readonly<Record<string, TSchema>>;

interface FixtureWorld {
  /** The schema version the world stored for a rule set (one for all in the worlds before they differed). */
  readonly versionOf: (ruleSet: string) => number;
  readonly world: (models: Models) => WorldDouble;
  /** An actor's Active Effects as the file holds them. */
  readonly effectsOf: (actorId: string) => readonly Readonly<Record<string, unknown>>[];
}

function fixture(file: string): FixtureWorld {
  const data = JSON.parse(readFileSync(new URL(file, FOLDER), "utf8")) as {
    schemaVersion: number | Readonly<Record<string, number>>;
    actors: (StoredSource & { items: StoredSource[]; effects?: unknown[] })[];
    items: StoredSource[];
  };
  const actors = (): StoredActor[] =>
    data.actors.map((actor) => ({ ...stored(actor), items: actor.items.map(stored), statusEffects: plainStatusEffects(actor.effects ?? []) }));
  const versions = data.schemaVersion;
  const versionOf = (ruleSet: string): number => {
    const version = typeof versions === "number" ? versions : versions[ruleSet];
    if (version === undefined) throw new Error(`${file} stores no version for ${ruleSet}`);
    return version;
  };
  const effectsOf = (actorId: string) => (data.actors.find((actor) => actor.id === actorId)?.effects ?? []).filter(isPlainRecord);
  return { versionOf, effectsOf, world: (models) => new WorldDouble(actors(), data.items.map(stored), models) };
}

const WORLDS = readdirSync(FOLDER).filter((file) => /^schema-\d+\.json$/.test(file));
const everything = (world: WorldDouble): string => JSON.stringify({ actors: world.actors, items: world.items });
const everyDocument = (world: WorldDouble): StoredDocument[] => [...world.actors, ...world.actors.flatMap((actor) => actor.items), ...world.items];

describe.each(WORLDS)("the world saved at %s", (file) => {
  const { versionOf, world: fresh } = fixture(file);

  it.each(REGISTERED.map(({ id, play }) => ({ id, module: play })))(
    "under $id: brought to the current version, each of its documents valid, the other rule set's untouched",
    async ({ id, module }) => {
      const world = fresh(module.documents.schemas);
      const untouched = fresh(module.documents.schemas);
      const outcome = await runMigrations(module, { world, version: new VersionDouble(versionOf(id)), notices: new NoticesDouble() });
      expect(outcome.ran ? outcome : { ...outcome, to: outcome.version }).toMatchObject({ to: module.documents.schemaVersion });
      const ours = new Set([module.documents.actorType, ...module.documents.itemTypes]);
      const documents = [...world.actors, ...world.actors.flatMap((actor) => actor.items), ...world.items];
      expect(documents.some((document) => ours.has(document.type))).toBe(true);
      for (const document of documents.filter((candidate) => ours.has(candidate.type))) {
        const schema = module.documents.schemas[document.type];
        if (schema === undefined) throw new Error(`no schema for ${document.type}`);
        const checked = validate(schema, document.system, document.name);
        expect(checked.ok ? [] : checked.issues).toEqual([]);
      }
      const theirs = (w: WorldDouble) => JSON.stringify([...w.actors, ...w.items].filter((document) => !ours.has(document.type)));
      expect(theirs(world)).toBe(theirs(untouched));
    },
  );

  it.each(REGISTERED.map(({ id, play }) => ({ id, module: play })))(
    "under the next schema version of $id: every path its migrations drop is gone from the stored documents, the rest as migrated",
    async ({ id, module }) => {
      const schemaVersion = versionOf(id);
      const documents = nextSchemaVersion(module.documents);
      const world = fresh(documents.schemas);
      const before = new Map(everyDocument(world).map((document) => [document.id, document]));
      await runMigrations({ ...module, documents }, { world, version: new VersionDouble(schemaVersion), notices: new NoticesDouble() });
      let dropped = 0;
      for (const document of everyDocument(world).filter((candidate) => candidate.type in documents.schemas)) {
        const old = before.get(document.id);
        if (old === undefined) throw new Error(document.id);
        const documentName = document.type === documents.actorType ? "Actor" : "Item";
        const migrated = migrateSystem(
          old.system,
          pendingMigrations(documents.migrations, { documentName, type: document.type }, old.version ?? schemaVersion, documents.schemaVersion),
        ).system;
        const paths = droppedPaths(old.system, migrated);
        dropped += paths.length;
        expect(
          paths.filter((path) => holdsPath(document.system, path)),
          `${document.name}`,
        ).toEqual([]);
        expect(document.system).toEqual(migrated);
        // One the migrations leave as it was is not written, so keeps its stamp.
        expect(document.version).toBe(JSON.stringify(migrated) === JSON.stringify(old.system) ? old.version : documents.schemaVersion);
      }
      expect(dropped).toBeGreaterThan(0);
    },
  );

  it("once each rule set has brought its own documents up to date, switching the rule set away and back, and back again, rewrites nothing and loses nothing", async () => {
    const world = fresh({});
    const versions = new Map(REGISTERED.map(({ id }) => [id, new VersionDouble(versionOf(id))]));
    const switchTo = async (rulesets: readonly (typeof REGISTERED)[number][]): Promise<void> => {
      for (const { id, play } of rulesets) {
        const version = versions.get(id);
        if (version === undefined) throw new Error(id);
        world.models = play.documents.schemas;
        await runMigrations(play, { world, version, notices: new NoticesDouble() });
      }
    };
    await switchTo(REGISTERED);
    const written = world.documentsWritten;
    const before = everything(world);
    await switchTo([...REGISTERED, ...REGISTERED, REGISTERED[0]]);
    expect(world.documentsWritten).toBe(written);
    expect(everything(world)).toBe(before);
    if (REGISTERED.every(({ id, play }) => play.documents.schemaVersion === versionOf(id))) expect(written).toBe(0);
  });

  it.each(REGISTERED.map(({ id, play }) => ({ id, module: play })))(
    "under $id: each condition stored on as a field is created as a status effect by the actor's one update, and none for a condition that was off",
    async ({ id, module }) => {
      const world = fresh(module.documents.schemas);
      const before = new Map(world.actors.map((actor) => [actor.id, actor.system]));
      await runMigrations(module, { world, version: new VersionDouble(versionOf(id)), notices: new NoticesDouble() });
      for (const actor of world.actors.filter((candidate) => candidate.type === module.documents.actorType)) {
        const was = statusesInSystem(before.get(actor.id), module.documents.conditions);
        expect(world.statusesOf(actor.id), actor.name).toEqual(was);
        if (was.length > 0) expect(world.calls.filter((call) => call.collection === "actors" && call.ids.includes(actor.id)).length, actor.name).toBe(1);
      }
    },
  );
});

describe("the fixture worlds", () => {
  it("include one for the current schema version of every registered rule set", () => {
    for (const { id, play } of REGISTERED)
      expect(
        WORLDS.some((file) => fixture(file).versionOf(id) === play.documents.schemaVersion),
        `${id} at ${play.documents.schemaVersion}`,
      ).toBe(true);
  });

  it("hold conditions that were on in the world of schema 1, so the migration to status effects has some to carry", () => {
    const { world } = fixture("schema-1.json");
    const on = world({}).actors.flatMap((actor) =>
      statusesInSystem(actor.system, REGISTERED.find(({ play }) => play.documents.actorType === actor.type)?.play.documents.conditions ?? []),
    );
    expect(on.length).toBeGreaterThan(0);
  });
});

/**
 * The worlds saved while a stun (d6-pool `stunRounds`) or a botch's lost rounds (d20-segments
 * `roundsLost`) were still counting down (`schema-<n>-counting.json`, frozen beside the worlds
 * above): version 3 makes each count still running an effect lasting as many round ends, and
 * drops the count.
 */
describe.each(["schema-1-counting.json", "schema-2-counting.json"])("the actors saved at %s with a count running", (file) => {
  const { versionOf, world: fresh } = fixture(file);
  const moduleOf = (id: string) => {
    const module = REGISTERED.find((registered) => registered.id === id)?.play;
    if (module === undefined) throw new Error(id);
    return module;
  };

  /** The world brought up to date under one rule set, its conditions known to the world's effects. */
  async function migrated(
    id: string,
  ): Promise<{ readonly world: WorldDouble; readonly version: VersionDouble; readonly notices: NoticesDouble; readonly actor: (name: string) => StoredActor }> {
    const module = moduleOf(id);
    const world = fresh(module.documents.schemas);
    world.conditions = module.documents.conditions;
    const version = new VersionDouble(versionOf(id));
    const notices = new NoticesDouble();
    await runMigrations(module, { world, version, notices });
    const actor = (name: string): StoredActor => {
      const found = world.actors.find((candidate) => candidate.name === name);
      if (found === undefined) throw new Error(name);
      return found;
    };
    return { world, version, notices, actor };
  }

  const timed = (world: WorldDouble, actor: StoredActor) =>
    world.effectsOf(actor.id).flatMap((effect) => {
      const duration = readTiming(Reflect.get(Object(Reflect.get(Object(effect["flags"]), "turnwright")), "duration"));
      return duration === null ? [] : [{ name: effect["name"], statuses: effect["statuses"], changes: effect["changes"], duration }];
    });
  const updatesOf = (world: WorldDouble, actor: StoredActor): number =>
    world.calls.filter((call) => call.collection === "actors" && call.ids.includes(actor.id)).length;

  it("d6-pool: a stun counting 2 is one stun effect lasting 2 round ends, written by the actor's one update; the count goes, and the wound it held is unhurt again", async () => {
    const { world, version, actor } = await migrated("d6-pool");
    const hand = actor("Stunned Dock Hand");
    expect(timed(world, hand)).toEqual([
      {
        name: "Stunned",
        statuses: [],
        changes: [{ key: "system.wound", mode: "custom", value: "stunned" }],
        duration: { unit: "round-ends", count: 2, start: null },
      },
    ]);
    expect(world.effectsOf(hand.id)).toHaveLength(1);
    expect(hand.system).not.toHaveProperty("stunRounds");
    expect(hand.system["wound"]).toBe("unhurt");
    expect(hand.version).toBe(3);
    expect(updatesOf(world, hand)).toBe(1);
    expect(version.writes).toEqual([3]);
  });

  it("d6-pool: a count of 0 is dropped and nothing is put on", async () => {
    const { world, actor } = await migrated("d6-pool");
    const steady = actor("Steady Dock Hand");
    expect(world.effectsOf(steady.id)).toEqual([]);
    expect(world.statusesOf(steady.id)).toEqual([]);
    expect(steady.system).not.toHaveProperty("stunRounds");
    expect(steady.version).toBe(3);
  });

  it("d20-segments: rounds lost counting 3 with the actor stunned are lost and stunned for 3 round ends each, and no plain Stunned status effect is left", async () => {
    const { world, actor } = await migrated("d20-segments");
    const bandit = actor("Snagged Bandit");
    const effects = timed(world, bandit);
    expect(effects.map(({ statuses, duration }) => ({ statuses, duration }))).toEqual(
      expect.arrayContaining([
        { statuses: ["lost"], duration: { unit: "round-ends", count: 3, start: null } },
        { statuses: ["stunned"], duration: { unit: "round-ends", count: 3, start: null } },
      ]),
    );
    expect(effects).toHaveLength(2);
    expect(world.effectsOf(bandit.id)).toHaveLength(2);
    expect(plainStatusEffects(world.effectsOf(bandit.id))).toEqual([]);
    expect(world.statusesOf(bandit.id)).toEqual([]);
    expect(bandit.system).not.toHaveProperty("roundsLost");
    expect(updatesOf(world, bandit)).toBe(1);
  });

  it("d20-segments: rounds lost without a stun are lost for as many round ends, the actor's other statuses as they were; a count of 0 is dropped and nothing is put on", async () => {
    const { world, actor } = await migrated("d20-segments");
    const botched = actor("Botched Bandit");
    expect(timed(world, botched).map(({ statuses, duration }) => ({ statuses, duration }))).toEqual([
      { statuses: ["lost"], duration: { unit: "round-ends", count: 2, start: null } },
    ]);
    expect(plainStatusEffects(world.effectsOf(botched.id)).map(({ status }) => status)).toEqual(["prone"]);
    const steady = world.actors.find((candidate) => candidate.name === "Steady Bandit");
    for (const done of [steady].filter((candidate) => candidate !== undefined)) {
      expect(world.effectsOf(done.id)).toEqual([]);
      expect(done.system).not.toHaveProperty("roundsLost");
    }
    expect(botched.system).not.toHaveProperty("roundsLost");
  });

  it.each(["d6-pool", "d20-segments"])("%s: run again, nothing is written and no effect is put on twice", async (id) => {
    const { world, version, notices } = await migrated(id);
    const written = world.documentsWritten;
    const before = JSON.stringify(world.actors.map((actor) => world.effectsOf(actor.id)));
    await runMigrations(moduleOf(id), { world, version, notices });
    // A world whose stored version was lost: every document is stamped 3 now, so none is written.
    await runMigrations(moduleOf(id), { world, version: new VersionDouble(versionOf(id)), notices });
    expect(world.documentsWritten).toBe(written);
    expect(JSON.stringify(world.actors.map((actor) => world.effectsOf(actor.id)))).toBe(before);
  });

  it.each(["d6-pool", "d20-segments"])(
    "%s: an actor Foundry declines is reported, its count and effects as they were, and the others are brought up to date",
    async (id) => {
      const module = moduleOf(id);
      const world = fresh(module.documents.schemas);
      world.conditions = module.documents.conditions;
      const [declined, ...others] = world.actors.filter((actor) => actor.type === module.documents.actorType);
      if (declined === undefined) throw new Error("no actor");
      world.declined.add(declined.id);
      const version = new VersionDouble(versionOf(id));
      const notices = new NoticesDouble();
      const outcome = await runMigrations(module, { world, version, notices });
      expect(notices.failures).toEqual([{ document: declined.name }]);
      expect(outcome).toMatchObject({ ran: true, stored: false, updated: others.length });
      expect(version.writes).toEqual([]);
      const after = world.actors.find((actor) => actor.id === declined.id);
      expect(after?.system).toEqual(declined.system);
      expect(world.effectsOf(declined.id)).toEqual((declined.statusEffects ?? []).map(({ id: effect, status }) => ({ _id: effect, statuses: [status] })));
      for (const other of others) expect(world.actors.find((actor) => actor.id === other.id)?.version).toBe(3);
    },
  );
});

describe("the world saved at schema 3", () => {
  it("holds the counting actors as version 3 brings them up: the same data, the same effects and statuses", async () => {
    const three = fixture("schema-3.json");
    const saved = three.world({});
    for (const id of ["d6-pool", "d20-segments"]) {
      const module = REGISTERED.find((registered) => registered.id === id)?.play;
      if (module === undefined) throw new Error(id);
      const counting = fixture("schema-2-counting.json");
      const world = counting.world(module.documents.schemas);
      world.conditions = module.documents.conditions;
      await runMigrations(module, { world, version: new VersionDouble(counting.versionOf(id)), notices: new NoticesDouble() });
      for (const actor of world.actors.filter((candidate) => candidate.type === module.documents.actorType)) {
        const kept = saved.actors.find((candidate) => candidate.name === actor.name);
        expect(kept?.system, actor.name).toEqual(actor.system);
        expect(kept?.version, actor.name).toBe(actor.version);
        // Their statuses and durations: the double stores a change's kind in the rules' words, the file in core's numbers.
        const shapeOf = (effects: readonly Readonly<Record<string, unknown>>[]) =>
          effects
            .map(({ statuses, flags }) => JSON.stringify({ statuses, duration: Reflect.get(Object(Reflect.get(Object(flags), "turnwright")), "duration") }))
            .sort();
        expect(shapeOf(three.effectsOf(kept?.id ?? "")), actor.name).toEqual(shapeOf(world.effectsOf(actor.id)));
      }
    }
  });

  it("a world whose stored version lags behind its documents' stamps writes none of the documents already at 3", async () => {
    for (const id of ["d6-pool", "d20-segments"]) {
      const module = REGISTERED.find((registered) => registered.id === id)?.play;
      if (module === undefined) throw new Error(id);
      const world = fixture("schema-3.json").world(module.documents.schemas);
      await runMigrations(module, { world, version: new VersionDouble(2), notices: new NoticesDouble() });
      expect(world.documentsWritten, id).toBe(0);
    }
  });
});
