import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DocumentRules } from "../../../src/engine/play/DocumentRules";
import { validate } from "../../../src/engine/schema/validate";
import { plainStatusEffects } from "../../../src/foundry/migration/plainStatusEffects";
import { migrateSystem, pendingMigrations } from "../../../src/foundry/data/pendingMigrations";
import { REGISTERED } from "../../../src/rulesets/registry";
import { droppedPaths, holdsPath } from "../../support/droppedPaths";
import { fixtureNames, fixtureSources, fixtureVersion, type FixtureName } from "../../support/fixtureWorlds";
import type { Data } from "../standin/ServerCommon";
import type { ServerLog } from "../standin/SocketProtocol";
import { LiveTable, type LiveWindow } from "../table/LiveTable";
import { GM, ruleSetWorld } from "../table/worlds";

/**
 * Suite 9, migrations: a world as each earlier schema version stored it (the frozen fixture worlds
 * of `test/fixtures/worlds`, a version's main world and the one saved beside it while counts ran,
 * together), its documents and its stored schema versions in the stand-in's store, loaded in the
 * GM's window, which migrates it at `ready`; then the store is read back. Under each rule set whose
 * documents the world holds at a version older than its own: every key a migration drops is gone,
 * nothing else is lost (names, items, effects, other packages' flags, the other rule sets'
 * documents), each document the migration changes written once and no other, and a second load
 * writes nothing.
 */

/** Another package's flag on every document, embedded ones included: a migration must leave it. */
const OTHER_FLAGS = { "another-module": { note: "kept" } } as const;

/** The worlds an earlier version stored: each version's fixture files, read as one world. */
const STORED_VERSIONS = [...new Set(fixtureNames().map((name) => Number(String(name).split("-")[0])))].sort((a, b) => a - b);
const filesOf = (version: number): FixtureName[] => fixtureNames().filter((name) => Number(String(name).split("-")[0]) === version);

/** The documents of a version's world as the world's database holds them, other packages' flags on each, effects included. */
function storedWorld(version: number): { readonly Actor: Data[]; readonly Item: Data[] } {
  const withFlags = (document: Data): Data => {
    const effects: unknown = document["effects"];
    const items: unknown = document["items"];
    return {
      ...document,
      ...(Array.isArray(effects) ? { effects: effects.map((effect: unknown) => ({ ...Object(effect), flags: { ...OTHER_FLAGS } })) } : {}),
      ...(Array.isArray(items) ? { items: items.map((item: unknown) => withFlags(Object(item))) } : {}),
    };
  };
  const sources = filesOf(version).map((name) => fixtureSources(OTHER_FLAGS, name));
  return { Actor: sources.flatMap(({ actors }) => actors.map(withFlags)), Item: sources.flatMap(({ items }) => items) };
}

/** Cases: a rule set, and the world of a version older than its own that holds its documents. */
const CASES = REGISTERED.flatMap(({ id, play }) =>
  STORED_VERSIONS.flatMap((version) => {
    const stored = fixtureVersion(filesOf(version)[0] ?? version, id);
    const types = new Set([play.documents.actorType, ...play.documents.itemTypes]);
    const world = storedWorld(version);
    const holds = [...world.Actor, ...world.Item].some((document) => types.has(String(document["type"])));
    return stored < play.documents.schemaVersion && holds ? [{ id, version, stored, documents: play.documents }] : [];
  }),
);

const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
const records = (value: unknown): Data[] => (Array.isArray(value) ? value.filter((entry): entry is Data => typeof entry === "object" && entry !== null) : []);
const byId = (list: readonly Data[]): Map<string, Data> => new Map(list.map((record) => [String(record["_id"]), record]));

/** A record less what a write by the migration may change of it: its system, its own stamp, its effects, its stats. */
function unmigrated(record: Data): Data {
  const { system: _system, effects: _effects, _stats: _s, flags, ...rest } = record;
  const { turnwright: _turnwright, ...otherFlags } = Object(flags);
  return { ...rest, flags: otherFlags };
}

/** The schema versions the world stores (`turnwright.schemaVersion`, a JSON setting), by rule set. */
function storedVersions(store: Record<string, Data[]>): Record<string, unknown> {
  const setting = (store["Setting"] ?? []).find((record) => record["key"] === "turnwright.schemaVersion");
  return setting === undefined ? {} : Object(JSON.parse(String(setting["value"])));
}

/** The migration's writes: every write of a document the migration reads or makes (actors, their items and effects, world items). */
const documentWrites = (log: ServerLog) => log.writes.filter((write) => ["Actor", "Item", "ActiveEffect"].includes(write.type));

/** What the migration makes of one stored document, as runMigrations works it out from its data and stamp. */
function expected(documents: DocumentRules, record: Data, worldVersion: number) {
  const type = String(record["type"]);
  const documentName = type === documents.actorType ? "Actor" : "Item";
  const stamp: unknown = Reflect.get(Object(Reflect.get(Object(record["flags"]), "turnwright")), "schemaVersion");
  const from = typeof stamp === "number" ? stamp : worldVersion;
  const system = Object(record["system"]);
  const plain = plainStatusEffects(record["effects"]);
  const migrated = migrateSystem(system, pendingMigrations(documents.migrations, { documentName, type }, from, documents.schemaVersion), [
    ...new Set(plain.map(({ status }) => status)),
  ]);
  const schema = documents.schemas[type];
  const cleaned = schema === undefined ? undefined : validate(schema, migrated.system);
  return { migrated, plain, stamp, cleaned: cleaned?.ok === true ? json(cleaned.value) : undefined, dropped: droppedPaths(system, migrated.system) };
}

describe.each(CASES)("the world stored at schema $version ($id at $stored), loaded by the GM under $id", ({ id, version, stored, documents }) => {
  const ours = new Set([documents.actorType, ...documents.itemTypes]);
  let table: LiveTable;
  let gm: LiveWindow;
  let before: Record<string, Data[]>;
  let after: Record<string, Data[]>;
  let log: ServerLog;

  beforeAll(async () => {
    const versions = Object.fromEntries(REGISTERED.map((ruleset) => [ruleset.id, fixtureVersion(filesOf(version)[0] ?? version, ruleset.id)]));
    table = await LiveTable.open(ruleSetWorld(id, { documents: storedWorld(version), settings: { "turnwright.schemaVersion": versions } }));
    before = await table.store();
    gm = await table.window(GM);
    // The migration stores the world's version last, once every document is written.
    await vi.waitFor(async () => expect(storedVersions(await table.store())[id]).toBe(documents.schemaVersion), { timeout: 120_000, interval: 250 });
    after = await table.store();
    log = await table.log();
  });
  afterAll(async () => table.close());

  it("brings each of its documents to the rule set's schema: every dropped key gone, the system as its model cleans it, stamped", () => {
    const now = byId([...(after["Actor"] ?? []), ...(after["Item"] ?? [])]);
    let dropped = 0;
    let changed = 0;
    for (const old of [...(before["Actor"] ?? []), ...(before["Item"] ?? [])].filter((record) => ours.has(String(record["type"])))) {
      const name = String(old["name"]);
      const record = now.get(String(old["_id"]));
      const { migrated, stamp, cleaned, dropped: paths } = expected(documents, old, storedFromSetting(before, id));
      dropped += paths.length;
      expect(
        paths.filter((path) => holdsPath(record?.["system"], path)),
        name,
      ).toEqual([]);
      if (!migrated.changed) {
        expect(record, `${name}, which its migrations leave as it was`).toEqual(old);
        continue;
      }
      changed += 1;
      expect(record?.["system"], name).toEqual(cleaned ?? "a migrated system its schema refuses");
      expect(Reflect.get(Object(record?.["flags"]), "turnwright"), name).toEqual({
        ...Object(Reflect.get(Object(old["flags"]), "turnwright")),
        schemaVersion: documents.schemaVersion,
      });
      expect(typeof stamp === "number" ? stamp : stored, name).toBeLessThan(documents.schemaVersion);
    }
    expect(changed, "documents the migration had to change").toBeGreaterThan(0);
    if (version === 1) expect(dropped, "keys the migration dropped").toBeGreaterThan(0);
  });

  it("loses nothing else: names, items, effects and other packages' flags as stored, every other rule set's document untouched", () => {
    const now = byId([...(after["Actor"] ?? []), ...(after["Item"] ?? [])]);
    for (const old of [...(before["Actor"] ?? []), ...(before["Item"] ?? [])]) {
      const name = `${String(old["name"])} (${String(old["type"])})`;
      const record = now.get(String(old["_id"]));
      if (!ours.has(String(old["type"]))) {
        expect(record, name).toEqual(old);
        continue;
      }
      expect(record === undefined ? undefined : unmigrated(record), name).toEqual(unmigrated(old));
      expect(Reflect.get(Object(record?.["flags"]), "another-module"), name).toEqual(OTHER_FLAGS["another-module"]);
    }
  });

  it("puts each condition that was on and each count still running on as an effect, in the actor's one update, every effect it had kept", () => {
    const now = byId(after["Actor"] ?? []);
    for (const old of (before["Actor"] ?? []).filter((record) => record["type"] === documents.actorType)) {
      const name = String(old["name"]);
      const effects = records(now.get(String(old["_id"]))?.["effects"]);
      const { migrated, plain } = expected(documents, old, storedFromSetting(before, id));
      const replaced = new Set(
        migrated.effects.flatMap(({ replaces }) => plain.filter(({ status }) => status === replaces).map(({ id: effectId }) => effectId)),
      );
      // Every effect it had is kept as it was, unless a rule effect was written over it by its id.
      for (const effect of records(old["effects"])) {
        const kept = effects.find((candidate) => candidate["_id"] === effect["_id"]);
        if (replaced.has(String(effect["_id"])))
          expect(Reflect.get(Object(kept?.["flags"]), "another-module"), `${name}: ${String(effect["name"])}`).toEqual(OTHER_FLAGS["another-module"]);
        else expect(kept, `${name}: ${String(effect["name"])}`).toEqual(effect);
      }
      const made = effects.filter((effect) => !records(old["effects"]).some((candidate) => candidate["_id"] === effect["_id"]));
      const madeBy = (effect: Data): unknown => Reflect.get(Object(Reflect.get(Object(effect["flags"]), "turnwright")), "madeBy");
      expect(
        made.filter((effect) => madeBy(effect) === undefined).map((effect) => effect["statuses"]),
        `${name}: its conditions that were on`,
      ).toEqual(migrated.statuses.map((status) => [status]));
      // A rule effect written over a plain status effect keeps that effect's place in the list: they are compared by their mark.
      const timed = effects.filter((effect) => typeof madeBy(effect) === "string");
      const durationCount = (effect: Data): unknown =>
        Reflect.get(Object(Reflect.get(Object(Reflect.get(Object(effect["flags"]), "turnwright")), "duration")), "count");
      const byMark = (list: readonly { readonly madeBy: unknown }[]) => [...list].sort((a, b) => String(a.madeBy).localeCompare(String(b.madeBy)));
      expect(byMark(timed.map((effect) => ({ madeBy: madeBy(effect), count: durationCount(effect) }))), `${name}: its counts still running`).toEqual(
        byMark(
          migrated.effects.map(({ effect }, index) => ({ madeBy: `migration:schema-${documents.schemaVersion}-${index}`, count: effect.entry.duration.count })),
        ),
      );
      migrated.effects.forEach(({ replaces }, index) => {
        const over = plain.filter(({ status }) => status === replaces).map(({ id: effectId }) => effectId);
        const effect = timed.find((candidate) => madeBy(candidate) === `migration:schema-${documents.schemaVersion}-${index}`);
        if (over.length > 0) expect(over, `${name}: the effect it wrote over`).toContain(effect?.["_id"]);
      });
    }
  });

  it("writes each document it changes once, as the actor's update or the item's, and no other document", () => {
    const changed = [...(before["Actor"] ?? []), ...(before["Item"] ?? [])].filter(
      (record) => ours.has(String(record["type"])) && expected(documents, record, storedFromSetting(before, id)).migrated.changed,
    );
    const writes = documentWrites(log);
    expect(writes.filter((write) => write.error !== undefined)).toEqual([]);
    expect(writes.filter((write) => !(write.action === "update" && write.parentUuid === undefined))).toEqual([]);
    const written = writes.flatMap((write) => write.ids ?? []).sort();
    expect(written).toEqual(changed.map((record) => String(record["_id"])).sort());
    expect(writes.every((write) => write.userId === GM._id)).toBe(true);
    expect(storedVersions(after)).toEqual({ ...storedVersions(before), [id]: documents.schemaVersion });
    expect(gm.turnwrightErrors()).toEqual([]);
    expect(gm.notFound).toEqual([]);
  });

  it("once brought up to date, a second load migrates nothing and writes nothing", async () => {
    await fetch(`${table.url}/__standin/log/clear`, { method: "POST", body: "{}" });
    // The GM's game fetches the migration's chunk at ready (boot.ts onReady) and runs it at once.
    const migration = gm.page.waitForResponse((response) => /\/chunks\/migrateWorld-[^/]*\.mjs$/.test(new URL(response.url()).pathname), { timeout: 120_000 });
    await gm.page.reload();
    await migration;
    await gm.page.waitForFunction(() => game instanceof foundry.Game && game.ready, undefined, { timeout: 120_000, polling: 100 });
    // A round trip on the GM's socket after it: whatever the migration sent before is at the server by its answer.
    await gm.page.evaluate(async () => {
      if (!game.ready) throw new Error("the GM's game is not ready");
      const socket = game.socket;
      await new Promise<void>((resolve) => socket.emit("getWorldStatus", () => resolve()));
    });
    expect(documentWrites(await table.log())).toEqual([]);
    const again = await table.store();
    expect(again["Actor"]).toEqual(after["Actor"]);
    expect(again["Item"]).toEqual(after["Item"]);
    expect(storedVersions(again)).toEqual(storedVersions(after));
    expect(gm.turnwrightErrors()).toEqual([]);
  });
});

/** The version the world stored for a rule set, as the migration reads it (schemaVersionSetting.ts). */
function storedFromSetting(store: Record<string, Data[]>, id: string): number {
  const version = storedVersions(store)[id];
  return typeof version === "number" ? version : 0;
}
