import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createClock, setInitiative } from "../../src/engine/clock/index";
import { clockMark } from "../../src/engine/effects/durationInForce";
import { statusesInSystem } from "../../src/engine/conditions/conditionState";
import type { DocumentRules } from "../../src/engine/play/DocumentRules";
import { validate } from "../../src/engine/schema/validate";
import type { MigratedDocument, MigrationWorld, StoredActor, StoredDocument } from "../../src/foundry/migration/MigrationWorld";
import { migrateOnLoad } from "../../src/foundry/data/migrateOnLoad";
import { migrationUpdate } from "../../src/foundry/migration/migrationUpdate";
import { migrateSystem, pendingMigrations } from "../../src/foundry/data/pendingMigrations";
import { plainStatusEffects } from "../../src/foundry/migration/plainStatusEffects";
import { runMigrations } from "../../src/foundry/migration/runMigrations";
import { versionStamp } from "../../src/foundry/data/storedSources";
import { REGISTERED, ruleSetById } from "../../src/rulesets/registry";
import { droppedPaths, holdsPath } from "../support/droppedPaths";
import { NoticesDouble, VersionDouble } from "../support/foundry/migrationWorld";
import { nextSchemaVersion } from "../support/nextSchemaVersion";
import { clientUpdate, overTheWire, recordOf, serverUpdate, type UpdateOperation } from "./documentUpdate";
import { embedded, foundryCommon, isRecord, type CommonDocument, type CommonDocumentClass, type Data } from "./foundryCommon";
import { state } from "../support/clockStates";

const foundryCode = await foundryCommon();
// Turnwright's Foundry modules come after Foundry's globals (foundryCommon).
const { useRuleSet, fixtureSources } = await import("./ruleSetWorld");
const { migrationEffectSource } = await import("../../src/foundry/migration/migrationEffects");
const { BaseActor, BaseItem } = foundryCode.documents;

/** `updateDocuments(updates, {diff: false})`, as foundryMigrationWorld calls it, once the backend has completed it. */
const MIGRATION_WRITE: UpdateOperation = { diff: false, recursive: true };

/** Another package's flag on every document: the migration must leave it. */
const OTHER_FLAGS = { "another-module": { note: "kept" } };

/** A frozen world (test/fixtures/worlds; schema 1's unless named) as the server stores it: each record built with common's classes, without models. */
function fixtureRecords(world: Parameters<typeof fixtureSources>[1] = 1): { readonly actors: Data[]; readonly items: Data[] } {
  const { actors, items } = fixtureSources(OTHER_FLAGS, world);
  return foundryCode.asServer(() => ({
    actors: actors.map((actor) => recordOf(new BaseActor(actor))),
    items: items.map((item) => recordOf(new BaseItem(item))),
  }));
}

/**
 * The world's database under a migration, as v13 writes it: for each document of a batch, the
 * client's dry run on the document as the client holds it (its rule set's models registered;
 * client/data/client-backend.mjs, `#preUpdateDocumentArray`), then the server's update of the
 * stored record (no models; dist/database/backend/server-backend.mjs, `_updateDocuments`), whose
 * `_source` is stored. `asUpdate` makes each document's update, as foundryMigrationWorld does.
 */
class FoundryWorld implements MigrationWorld {
  readonly records: Map<string, Data>;
  readonly problems: string[] = [];

  constructor(
    records: { readonly actors: readonly Data[]; readonly items: readonly Data[] },
    private readonly rules: DocumentRules,
    private readonly asUpdate: (change: MigratedDocument) => Data,
  ) {
    this.records = new Map([...records.actors, ...records.items].map((record) => [String(record["_id"]), record]));
  }

  get actors(): StoredActor[] {
    return [...this.records.values()]
      .filter((record) => "items" in record)
      .map((record) => ({ ...stored(record), items: ownedRecords(record).map(stored), statusEffects: plainStatusEffects(record["effects"]) }));
  }

  get items(): StoredDocument[] {
    return [...this.records.values()].filter((record) => !("items" in record)).map(stored);
  }

  /** A stored record by id: a world document's, or an actor's item's. */
  record(id: string): Data {
    for (const record of this.records.values()) {
      if (record["_id"] === id) return record;
      const owned = ownedRecords(record).find((item) => item["_id"] === id);
      if (owned !== undefined) return owned;
    }
    throw new Error(`no record ${id}`);
  }

  async updateActors(changes: readonly MigratedDocument[]): Promise<readonly string[]> {
    return changes.filter((change) => this.#write(change, BaseActor, change.id, null)).map((change) => change.id);
  }

  async updateItems(changes: readonly MigratedDocument[]): Promise<readonly string[]> {
    return changes.filter((change) => this.#write(change, BaseItem, change.id, null)).map((change) => change.id);
  }

  async updateActorItems(actorId: string, changes: readonly MigratedDocument[]): Promise<readonly string[]> {
    return changes.filter((change) => this.#write(change, BaseActor, actorId, change.id)).map((change) => change.id);
  }

  /** Writes one document (`itemId` names an actor's item); answers whether Foundry updated it. */
  #write(change: MigratedDocument, documentClass: CommonDocumentClass, id: string, itemId: string | null): boolean {
    const record = this.records.get(id);
    if (record === undefined) return false;
    const target = (root: CommonDocument): CommonDocument => (itemId === null ? root : embedded(root, "Item", itemId));
    const client = target(new documentClass(structuredClone(record)));
    if (!(client.system instanceof foundry.abstract.TypeDataModel)) this.problems.push(`${change.id}: the client has no model for it`);
    const documentName = itemId === null && documentClass === BaseActor ? "Actor" : "Item";
    // What TurnwrightActor/TurnwrightItem.migrateData add to core's (src/foundry/documents).
    const sent = clientUpdate(client, itemId === null ? documentClass : BaseItem, this.asUpdate(change), MIGRATION_WRITE, (changes) =>
      migrateOnLoad(changes, documentName, this.rules),
    );
    if (!sent.ok || sent.changes === null) {
      this.problems.push(sent.ok ? `${change.id}: nothing to send` : `${change.id}: ${sent.error}`);
      return false;
    }
    const changes = overTheWire(sent.changes);
    this.records.set(
      id,
      foundryCode.asServer(() => {
        const root = new documentClass(structuredClone(record));
        const updated = target(root);
        if (updated.system instanceof foundry.abstract.TypeDataModel) this.problems.push(`${change.id}: the server has a model for it`);
        serverUpdate(updated, changes, MIGRATION_WRITE);
        const written = recordOf(root);
        // The server writes an embedded document's record by itself, in its own sublevel.
        if (itemId !== null) written["items"] = ownedRecords(written).map((item) => (item["_id"] === itemId ? recordOf(updated) : item));
        return written;
      }),
    );
    return true;
  }
}

function ownedRecords(record: Data): Data[] {
  const items: unknown = record["items"];
  return Array.isArray(items) ? items.filter(isRecord) : [];
}

function stored(record: Data): StoredDocument {
  const system: unknown = record["system"];
  return {
    id: String(record["_id"]),
    name: String(record["name"]),
    type: String(record["type"]),
    system: isRecord(system) ? system : {},
    version: versionStamp(record),
  };
}

/** The update the migration sent before: the migrated system with `-=key: null` where each dropped path stood. */
function deletionUpdate(change: MigratedDocument, before: Readonly<Data>): Data {
  const system: Data = structuredClone(change.system);
  for (const path of droppedPaths(before, change.system)) {
    const keys = path.split(".");
    const last = keys.pop() ?? "";
    const at = keys.reduce<Data>((inner, key) => {
      const next = inner[key];
      return isRecord(next) ? next : {};
    }, system);
    at[`-=${last}`] = null;
  }
  return { _id: change.id, system, flags: { turnwright: { schemaVersion: change.version } } };
}

const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
const SCHEMA_VERSION = 1;

describe.each(REGISTERED.map(({ id, play }) => ({ id, module: play })))(
  "the fixture world migrated under the next schema version of $id, through v13's client and server",
  ({ module }) => {
    const documents = nextSchemaVersion(module.documents);
    const next = { ...module, documents };
    const ours = new Set(Object.keys(documents.schemas));

    /** Each document's migrated system, by id, as runMigrations makes it from what is stored. */
    function migratedOf(world: FoundryWorld): Map<string, { readonly before: StoredDocument; readonly after: Data; readonly changed: boolean }> {
      const all = [...world.actors, ...world.actors.flatMap((actor) => actor.items), ...world.items].filter((document) => ours.has(document.type));
      return new Map(
        all.map((document) => {
          const documentName = document.type === documents.actorType ? "Actor" : "Item";
          const migrated = migrateSystem(
            document.system,
            pendingMigrations(documents.migrations, { documentName, type: document.type }, document.version ?? SCHEMA_VERSION, documents.schemaVersion),
          );
          return [document.id, { before: document, after: migrated.system, changed: migrated.changed }];
        }),
      );
    }

    it("every dropped path is gone from the stored records, the rest stored as the model cleans it, other flags kept, other rule sets' records untouched (client-backend.mjs #preUpdateDocumentArray; data.mjs DataModel#updateSource; fields.mjs SchemaField#_cleanType, #_updateDiff, #_updateCommit)", async () => {
      useRuleSet(documents);
      const world = new FoundryWorld(fixtureRecords(), documents, (change) => migrationUpdate(change));
      const expected = migratedOf(world);
      const untouched = [...world.records.values()].filter((record) => !ours.has(String(record["type"]))).map((record) => json(record));

      const outcome = await runMigrations(next, { world, version: new VersionDouble(SCHEMA_VERSION), notices: new NoticesDouble() });

      expect(world.problems).toEqual([]);
      expect(outcome).toMatchObject({ ran: true, failures: [], stored: true, updated: [...expected.values()].filter(({ changed }) => changed).length });
      let dropped = 0;
      for (const [id, { before, after, changed }] of expected) {
        const record = world.record(id);
        const paths = droppedPaths(before.system, after);
        dropped += paths.length;
        expect(
          paths.filter((path) => holdsPath(record["system"], path)),
          before.name,
        ).toEqual([]);
        if (!changed) continue;
        const schema = documents.schemas[before.type];
        const cleaned = schema === undefined ? undefined : validate(schema, after);
        expect(record["system"], before.name).toEqual(cleaned?.ok === true ? json(cleaned.value) : "a migrated system the schema refuses");
        expect(record["flags"], before.name).toEqual({ ...OTHER_FLAGS, turnwright: { schemaVersion: documents.schemaVersion } });
      }
      expect(dropped).toBeGreaterThan(0);
      expect([...world.records.values()].filter((record) => !ours.has(String(record["type"]))).map((record) => json(record))).toEqual(untouched);
    });

    it("sent as -= deletions beside the migrated data, as before, every dropped path stays stored: the client's cleaning strips each one (fields.mjs SchemaField#_cleanType)", async () => {
      useRuleSet(documents);
      const befores = new Map<string, Data>();
      const world = new FoundryWorld(fixtureRecords(), documents, (change) => deletionUpdate(change, befores.get(change.id) ?? {}));
      const expected = migratedOf(world);
      for (const [id, { before }] of expected) befores.set(id, before.system);

      await runMigrations(next, { world, version: new VersionDouble(SCHEMA_VERSION), notices: new NoticesDouble() });

      let kept = 0;
      for (const [id, { before, after }] of expected) {
        const paths = droppedPaths(before.system, after);
        kept += paths.length;
        expect(
          paths.filter((path) => holdsPath(world.record(id)["system"], path)),
          before.name,
        ).toEqual(paths);
      }
      expect(kept).toBeGreaterThan(0);
    });
  },
);

describe.each(REGISTERED.map(({ id, play }) => ({ id, module: play })))(
  "the fixture world brought to the current schema version of $id, through v13's client and server",
  ({ module }) => {
    const { documents } = module;

    it("each condition its old data had on is an ActiveEffect carrying that status in the actor's stored record, made by the actor's one update, and an actor with none on gets none (fields.mjs EmbeddedCollectionField#_updateDiff, #_updateCommit)", async () => {
      useRuleSet(documents);
      let made = 0;
      // As foundryMigrationWorld makes one from CONFIG.statusEffects: an id of 16 letters and digits, the status it carries.
      const statusEffect = (status: string): Data => ({
        _id: `status${String(made++).padStart(10, "0")}`,
        name: status,
        img: `systems/turnwright/assets/conditions/${status}.svg`,
        statuses: [status],
      });
      const world = new FoundryWorld(fixtureRecords(), documents, (change) => migrationUpdate(change, statusEffect));
      const ours = world.actors.filter((actor) => actor.type === documents.actorType);
      const wasOn = new Map(ours.map((actor) => [actor.id, statusesInSystem(actor.system, documents.conditions)]));

      await runMigrations(module, { world, version: new VersionDouble(SCHEMA_VERSION), notices: new NoticesDouble() });

      expect(world.problems).toEqual([]);
      for (const actor of ours) {
        const record = world.record(actor.id);
        const effects: unknown = record["effects"];
        const carried = (Array.isArray(effects) ? effects.filter(isRecord) : []).map((effect) => effect["statuses"]);
        expect(carried, actor.name).toEqual((wasOn.get(actor.id) ?? []).map((status) => [status]));
        expect(statusesInSystem(record["system"], documents.conditions), actor.name).toEqual([]);
      }
      expect([...wasOn.values()].flat().length).toBeGreaterThan(0);
    });
  },
);

/** English, as the GM's game localises a rule effect's name (`game.i18n.localize`): the key's words in lang/en.json. */
const ENGLISH: unknown = JSON.parse(readFileSync(new URL("../../lang/en.json", import.meta.url), "utf8"));
const english = (key: string): string => {
  const words: unknown = key.split(".").reduce<unknown>((at, part) => (isRecord(at) ? at[part] : undefined), ENGLISH);
  return typeof words === "string" ? words : key;
};

describe.each(["d6-pool", "d20-segments"])(
  "the actors saved while a count of rounds ran, brought to schema version 3 of %s through v13's client and server",
  (id) => {
    const found = ruleSetById(id)?.play;
    if (found === undefined) throw new Error(id);
    const module = found;
    const { documents } = module;
    const { clock } = module.combat;
    // Where startFor finds the actor's fight standing: a fight of two under way, its first turn (the migration's own test is of the start it finds; this one of its storage).
    const fight = state(setInitiative(clock, state(createClock(clock, [{ id: "k1" }, { id: "k2" }])), { k1: { score: 9 }, k2: { score: 5 } }));
    const start = { combat: "combat0000000001", bearer: "k1", mark: clockMark(clock, fight, "k1") };

    const schemaOf = (type: string) => {
      const schema = documents.schemas[type];
      if (schema === undefined) throw new Error(type);
      return schema;
    };

    /** Each stored actor's effects after the migration, and the system the migration wrote, by actor name; the problems v13's code had with the writes. */
    async function migrated(
      world: "1-counting" | "2-counting",
    ): Promise<{ readonly effects: (name: string) => Data[]; readonly systemOf: (name: string) => unknown; readonly problems: readonly string[] }> {
      useRuleSet(documents);
      const statusEffect = (status: string): Data => ({ name: status, img: `systems/turnwright/assets/conditions/${status}.svg`, statuses: [status] });
      // As foundryMigrationWorld makes them: migrationEffectSource with the actor's start and the world's words; migrationUpdate gives each its id.
      const ruleEffect = migrationEffectSource(documents.conditions, english, start);
      const sent = new Map<string, Data>();
      const foundryWorld = new FoundryWorld(fixtureRecords(world), documents, (change) => {
        sent.set(change.id, change.system);
        return migrationUpdate(change, statusEffect, ruleEffect);
      });
      const outcome = await runMigrations(module, {
        world: foundryWorld,
        version: new VersionDouble(world === "1-counting" ? 1 : 2),
        notices: new NoticesDouble(),
      });
      expect(outcome).toMatchObject({ ran: true, failures: [], stored: true });
      const record = (name: string): Data => {
        const found = [...foundryWorld.records.values()].find((candidate) => candidate["name"] === name);
        if (found === undefined) throw new Error(name);
        return found;
      };
      return {
        effects: (name) => {
          const effects: unknown = record(name)["effects"];
          return Array.isArray(effects) ? effects.filter(isRecord) : [];
        },
        systemOf: (name) => {
          const stored = record(name);
          const migrated = sent.get(String(stored["_id"]));
          const cleaned = migrated === undefined ? undefined : validate(schemaOf(String(stored["type"])), migrated);
          // What the migration wrote, and that the stored record is it as the model cleans it (a field the schema still has is filled with its default there).
          expect(json(stored["system"]), name).toEqual(cleaned?.ok === true ? json(cleaned.value) : "a migrated system the schema refuses");
          return migrated;
        },
        problems: foundryWorld.problems,
      };
    }

    /** What an effect the migration made holds, as v13's ActiveEffect data model stored it. */
    const shape = (effect: Data) => ({
      name: effect["name"],
      img: effect["img"],
      changes: effect["changes"],
      statuses: effect["statuses"],
      disabled: effect["disabled"],
      flags: effect["flags"],
    });

    if (id === "d6-pool") {
      it.each(["1-counting", "2-counting"] as const)(
        "from the world saved at schema-%s: the stun is one ActiveEffect in the actor's record, its change in core's CUSTOM mode, its duration begun where the fight stands, its madeBy mark, no count left (common/documents/active-effect.mjs BaseActiveEffect; fields.mjs EmbeddedCollectionField#_updateDiff)",
        async (world) => {
          const { effects, systemOf, problems } = await migrated(world);
          expect(problems).toEqual([]);
          expect(effects("Stunned Dock Hand").map(shape)).toEqual([
            {
              name: "Stunned",
              img: "systems/turnwright/assets/conditions/stunned.svg",
              changes: [{ key: "system.wound", mode: CONST.ACTIVE_EFFECT_MODES.CUSTOM, value: "stunned" }],
              statuses: [],
              disabled: false,
              flags: { turnwright: { duration: { unit: "round-ends", count: 2, start: json(start) }, madeBy: "migration:schema-3-0" } },
            },
          ]);
          expect(systemOf("Stunned Dock Hand")).not.toHaveProperty("stunRounds");
          expect(Reflect.get(Object(systemOf("Stunned Dock Hand")), "wound")).toBe("unhurt");
          expect(effects("Steady Dock Hand")).toEqual([]);
          expect(systemOf("Steady Dock Hand")).not.toHaveProperty("stunRounds");
        },
      );
    } else {
      it.each(["1-counting", "2-counting"] as const)(
        "from the world saved at schema-%s: lost and stunned are ActiveEffects carrying those statuses for 3 round ends, the plain Stunned status effect written over by its id, none left plain, no count left (common/documents/active-effect.mjs BaseActiveEffect; fields.mjs EmbeddedCollectionField#_updateDiff, #_updateCommit)",
        async (world) => {
          const { effects, systemOf, problems } = await migrated(world);
          expect(problems).toEqual([]);
          const snagged = effects("Snagged Bandit");
          const timed = (status: string, count: number, tag: string) => ({
            name: english(`TURNWRIGHT.D20Segments.Effect.${status}`),
            img: `systems/turnwright/assets/conditions/${status}.svg`,
            changes: [],
            statuses: [status],
            disabled: false,
            flags: { turnwright: { duration: { unit: "round-ends", count, start: json(start) }, madeBy: `migration:${tag}` } },
          });
          expect(snagged.map(shape)).toEqual(expect.arrayContaining([timed("lost", 3, "schema-3-0"), timed("stunned", 3, "schema-3-1")]));
          expect(snagged).toHaveLength(2);
          // From 2 the HUD's Stunned is the one written over; from 1 the status was never made plain.
          if (world === "2-counting") expect(snagged.map((effect) => effect["_id"])).toContain("kD2c2StunnedHud1");
          expect(plainStatusEffects(snagged)).toEqual([]);
          expect(systemOf("Snagged Bandit")).not.toHaveProperty("roundsLost");
          expect(effects("Botched Bandit").map(shape)).toEqual(expect.arrayContaining([timed("lost", 2, "schema-3-0")]));
          expect(plainStatusEffects(effects("Botched Bandit")).map(({ status }) => status)).toEqual(["prone"]);
        },
      );
    }
  },
);
