import { readdirSync, readFileSync } from "node:fs";
import type { TSchema } from "@sinclair/typebox";
import { describe, expect, it } from "vitest";
import { statusesInSystem } from "../../../src/engine/conditions/conditionState";
import { validate } from "../../../src/engine/schema/validate";
import type { StoredActor, StoredDocument } from "../../../src/foundry/migration/MigrationWorld";
import { migrateSystem, pendingMigrations } from "../../../src/foundry/migration/pendingMigrations";
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

function fixture(file: string): { readonly schemaVersion: number; readonly world: (models: Models) => WorldDouble } {
  const data = JSON.parse(readFileSync(new URL(file, FOLDER), "utf8")) as { schemaVersion: number; actors: (StoredSource & { items: StoredSource[] })[]; items: StoredSource[] };
  const actors = (): StoredActor[] => data.actors.map((actor) => ({ ...stored(actor), items: actor.items.map(stored) }));
  return { schemaVersion: data.schemaVersion, world: (models) => new WorldDouble(actors(), data.items.map(stored), models) };
}

const WORLDS = readdirSync(FOLDER).filter((file) => /^schema-\d+\.json$/.test(file));
const everything = (world: WorldDouble): string => JSON.stringify({ actors: world.actors, items: world.items });
const everyDocument = (world: WorldDouble): StoredDocument[] => [...world.actors, ...world.actors.flatMap((actor) => actor.items), ...world.items];

describe.each(WORLDS)("the world saved at %s", (file) => {
  const { schemaVersion, world: fresh } = fixture(file);

  it.each(REGISTERED.map(({ id, play }) => ({ id, module: play })))("under $id: brought to the current version, each of its documents valid, the other rule set's untouched", async ({ module }) => {
    const world = fresh(module.documents.schemas);
    const untouched = fresh(module.documents.schemas);
    const outcome = await runMigrations(module, { world, version: new VersionDouble(schemaVersion), notices: new NoticesDouble() });
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
  });

  it.each(REGISTERED.map(({ id, play }) => ({ id, module: play })))(
    "under the next schema version of $id: every path its migrations drop is gone from the stored documents, the rest as migrated",
    async ({ module }) => {
      const documents = nextSchemaVersion(module.documents);
      const world = fresh(documents.schemas);
      const before = new Map(everyDocument(world).map((document) => [document.id, document]));
      await runMigrations({ ...module, documents }, { world, version: new VersionDouble(schemaVersion), notices: new NoticesDouble() });
      let dropped = 0;
      for (const document of everyDocument(world).filter((candidate) => candidate.type in documents.schemas)) {
        const old = before.get(document.id);
        if (old === undefined) throw new Error(document.id);
        const documentName = document.type === documents.actorType ? "Actor" : "Item";
        const migrated = migrateSystem(old.system, pendingMigrations(documents.migrations, { documentName, type: document.type }, old.version ?? schemaVersion, documents.schemaVersion)).system;
        const paths = droppedPaths(old.system, migrated);
        dropped += paths.length;
        expect(paths.filter((path) => holdsPath(document.system, path)), `${document.name}`).toEqual([]);
        expect(document.system).toEqual(migrated);
        // One the migrations leave as it was is not written, so keeps its stamp.
        expect(document.version).toBe(JSON.stringify(migrated) === JSON.stringify(old.system) ? old.version : documents.schemaVersion);
      }
      expect(dropped).toBeGreaterThan(0);
    },
  );

  it("once each rule set has brought its own documents up to date, switching the rule set away and back, and back again, rewrites nothing and loses nothing", async () => {
    const world = fresh({});
    const versions = new Map(REGISTERED.map(({ id }) => [id, new VersionDouble(schemaVersion)]));
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
    if (REGISTERED.every(({ play }) => play.documents.schemaVersion === schemaVersion)) expect(written).toBe(0);
  });

  it.each(REGISTERED.map(({ id, play }) => ({ id, module: play })))("under $id: each condition stored on as a field is created as a status effect by the actor's one update, and none for a condition that was off", async ({ module }) => {
    const world = fresh(module.documents.schemas);
    const before = new Map(world.actors.map((actor) => [actor.id, actor.system]));
    await runMigrations(module, { world, version: new VersionDouble(schemaVersion), notices: new NoticesDouble() });
    for (const actor of world.actors.filter((candidate) => candidate.type === module.documents.actorType)) {
      const was = statusesInSystem(before.get(actor.id), module.documents.conditions);
      expect(world.statusesOf(actor.id), actor.name).toEqual(was);
      if (was.length > 0) expect(world.calls.filter((call) => call.collection === "actors" && call.ids.includes(actor.id)).length, actor.name).toBe(1);
    }
  });
});

describe("the fixture worlds", () => {
  it("include one for the current schema version of every registered rule set", () => {
    const saved = new Set(WORLDS.map((file) => fixture(file).schemaVersion));
    for (const { id, play } of REGISTERED) expect(saved.has(play.documents.schemaVersion), `${id} at ${play.documents.schemaVersion}`).toBe(true);
  });

  it("hold conditions that were on in the world of schema 1, so the migration to status effects has some to carry", () => {
    const { world } = fixture("schema-1.json");
    const on = world({}).actors.flatMap((actor) => statusesInSystem(actor.system, REGISTERED.find(({ play }) => play.documents.actorType === actor.type)?.play.documents.conditions ?? []));
    expect(on.length).toBeGreaterThan(0);
  });
});
