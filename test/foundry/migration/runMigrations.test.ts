import { describe, expect, it } from "vitest";
import type { Migration } from "../../../src/engine/play/DocumentRules";
import type { RuleSetModule } from "../../../src/engine/play/RuleSetModule";
import type { MigrationApi, MigrationWorld, StoredDocument } from "../../../src/foundry/migration/MigrationWorld";
import { runMigrations } from "../../../src/foundry/migration/runMigrations";
import { NoticesDouble, VersionDouble, WorldDouble } from "../../support/foundry/migrationWorld";
import { D100_DOCUMENTS } from "../../../src/rulesets/d100-fate/play/documents";
import { D100_MODULE } from "../../../src/rulesets/d100-fate/play/module";

/** Version 2 of the d100-fate sheet spells out the two skills that version 1 abbreviated. */
const renameSkills: Migration = {
  version: 2,
  documentName: "Actor",
  type: "d100-fate",
  description: "ws and bs become weaponSkill and ballisticSkill",
  migrate(system) {
    const { ws, bs, ...rest } = system;
    if (typeof rest["name"] === "number") throw new Error("a number where a name belongs");
    return { ...rest, ...(ws === undefined ? {} : { weaponSkill: ws }), ...(bs === undefined ? {} : { ballisticSkill: bs }) };
  },
};

/** Version 2 of the weapon calls its armour piercing `penetration` instead of `pen`. */
const renamePenetration: Migration = {
  version: 2,
  documentName: "Item",
  type: "d100-fate-weapon",
  description: "pen becomes penetration",
  migrate({ pen, ...rest }) {
    return pen === undefined ? rest : { ...rest, penetration: pen };
  },
};

/** Version 3 halves fatigue, which version 2 counted twice: not idempotent, so it must run once. */
const halveFatigue: Migration = {
  version: 3,
  documentName: "Actor",
  type: "d100-fate",
  description: "fatigue counted once",
  migrate(system) {
    return { ...system, fatigue: Math.floor(Number(system["fatigue"] ?? 0) / 2) };
  },
};

function moduleAt(schemaVersion: number, migrations: readonly Migration[]): RuleSetModule {
  return { ...D100_MODULE, documents: { ...D100_DOCUMENTS, schemaVersion, migrations } };
}

/**
 * A version-1 world: two actors written with the old names, one with a weapon; one actor already
 * current. The rule set's models are today's, which know neither the old names nor `pen`.
 */
function versionOneWorld(): WorldDouble {
  const chainsword: StoredDocument = {
    id: "chainsword000000",
    name: "Chainsword",
    type: "d100-fate-weapon",
    system: { class: "melee", damage: "1d10+2", pen: 2 },
    version: 1,
  };
  const lasgun: StoredDocument = {
    id: "lasgun0000000000",
    name: "Lasgun",
    type: "d100-fate-weapon",
    system: { class: "ranged", damage: "1d10+3", penetration: 0 },
    version: 2,
  };
  return new WorldDouble(
    [
      {
        id: "varro00000000000",
        name: "Sergeant Varro",
        type: "d100-fate",
        system: { kind: "pc", ws: 45, bs: 42, fatigue: 2 },
        version: 1,
        items: [chainsword],
      },
      { id: "kell000000000000", name: "Kell", type: "d100-fate", system: { kind: "npc", ws: 38, bs: 30 }, version: undefined, items: [] },
      { id: "recruit000000000", name: "Recruit", type: "d100-fate", system: { kind: "npc", weaponSkill: 30, ballisticSkill: 30 }, version: 2, items: [lasgun] },
    ],
    [{ id: "flak000000000000", name: "Flak armour", type: "d100-fate-armour", system: { body: 4 }, version: 1 }],
    D100_DOCUMENTS.schemas,
  );
}

function apiFor(world: MigrationWorld, version: VersionDouble, notices: NoticesDouble): MigrationApi {
  return { world, version, notices };
}

describe("runMigrations", () => {
  it("renames the old fields of two actors and an actor's weapon, one update per document, one batch per collection", async () => {
    const world = versionOneWorld();
    const version = new VersionDouble(1);
    const notices = new NoticesDouble();
    const outcome = await runMigrations(moduleAt(2, [renameSkills, renamePenetration]), apiFor(world, version, notices));

    expect(world.calls).toEqual([
      { collection: "actors", ids: ["varro00000000000", "kell000000000000"] },
      { collection: "actors.varro00000000000.items", ids: ["chainsword000000"] },
    ]);
    expect(world.documentsWritten).toBe(3);
    expect(world.actors[0]).toMatchObject({ system: { kind: "pc", weaponSkill: 45, ballisticSkill: 42, fatigue: 2 }, version: 2 });
    expect(world.actors[1]).toMatchObject({ system: { kind: "npc", weaponSkill: 38, ballisticSkill: 30 }, version: 2 });
    expect(world.actors[0]?.items[0]).toMatchObject({ system: { class: "melee", damage: "1d10+2", penetration: 2 }, version: 2 });
    expect(version.writes).toEqual([2]);
    expect(notices.seen).toEqual(["started 1→2: 3", "2/3", "3/3", "finished at 2: 3"]);
    expect(outcome).toEqual({ ran: true, from: 1, to: 2, updated: 3, failures: [], stored: true });
  });

  it("takes the renamed fields out of the stored documents, not only out of the data Foundry shows", async () => {
    const world = versionOneWorld();
    await runMigrations(moduleAt(2, [renameSkills, renamePenetration]), apiFor(world, new VersionDouble(1), new NoticesDouble()));
    expect(Object.keys(world.actors[0]?.system ?? {}).sort()).toEqual(["ballisticSkill", "fatigue", "kind", "weaponSkill"]);
    expect(Object.keys(world.actors[1]?.system ?? {}).sort()).toEqual(["ballisticSkill", "kind", "weaponSkill"]);
    expect(Object.keys(world.actors[0]?.items[0]?.system ?? {}).sort()).toEqual(["class", "damage", "penetration"]);
  });

  it("leaves alone documents already current: stamped with the version, or with nothing to change", async () => {
    const world = versionOneWorld();
    await runMigrations(moduleAt(2, [renameSkills, renamePenetration]), apiFor(world, new VersionDouble(1), new NoticesDouble()));
    const written = world.calls.flatMap((call) => call.ids);
    expect(written).not.toContain("recruit000000000");
    expect(written).not.toContain("lasgun0000000000");
    expect(written).not.toContain("flak000000000000");
  });

  it("does nothing the second time", async () => {
    const world = versionOneWorld();
    const version = new VersionDouble(1);
    const module = moduleAt(2, [renameSkills, renamePenetration]);
    await runMigrations(module, apiFor(world, version, new NoticesDouble()));
    const notices = new NoticesDouble();
    const again = await runMigrations(module, apiFor(world, version, notices));
    expect(again).toEqual({ ran: false, version: 2 });
    expect(world.calls).toHaveLength(2);
    expect(version.writes).toEqual([2]);
    expect(notices.seen).toEqual([]);
  });

  it("runs each migration once, in order, from the version each document was written at", async () => {
    const world = versionOneWorld();
    const outcome = await runMigrations(moduleAt(3, [halveFatigue, renameSkills]), apiFor(world, new VersionDouble(1), new NoticesDouble()));
    expect(world.actors[0]?.system).toEqual({ kind: "pc", weaponSkill: 45, ballisticSkill: 42, fatigue: 1 });
    // Kell has no stamp: the world's version (1) holds, so both migrations run.
    expect(world.actors[1]?.system).toEqual({ kind: "npc", weaponSkill: 38, ballisticSkill: 30, fatigue: 0 });
    // The recruit was written at version 2: only the halving runs.
    expect(world.actors[2]?.system).toEqual({ kind: "npc", weaponSkill: 30, ballisticSkill: 30, fatigue: 0 });
    expect(outcome).toMatchObject({ updated: 3, stored: true });
  });

  it("reports a document whose migration fails, migrates the rest, and keeps the old version", async () => {
    const world = versionOneWorld();
    const broken = world.actors[1];
    if (broken === undefined) throw new Error("no second actor");
    world.actors[1] = { ...broken, system: { ...broken.system, name: 7 } };
    const version = new VersionDouble(1);
    const notices = new NoticesDouble();
    const outcome = await runMigrations(moduleAt(2, [renameSkills, renamePenetration]), apiFor(world, version, notices));

    expect(world.calls).toEqual([
      { collection: "actors", ids: ["varro00000000000"] },
      { collection: "actors.varro00000000000.items", ids: ["chainsword000000"] },
    ]);
    expect(notices.failures).toEqual([{ document: "Kell", reason: "a number where a name belongs" }]);
    expect(version.writes).toEqual([]);
    expect(outcome).toMatchObject({ ran: true, updated: 2, stored: false });
  });

  it("reports a document Foundry declined and one batch that failed whole, and still sends the others", async () => {
    const world = versionOneWorld();
    world.declined.add("kell000000000000");
    world.failingCollection = "actors.varro00000000000.items";
    const version = new VersionDouble(1);
    const notices = new NoticesDouble();
    const outcome = await runMigrations(moduleAt(2, [renameSkills, renamePenetration]), apiFor(world, version, notices));

    expect(world.calls.map((call) => call.collection)).toEqual(["actors", "actors.varro00000000000.items"]);
    expect(world.actors[0]?.system).toMatchObject({ weaponSkill: 45 });
    expect(notices.failures).toEqual([{ document: "Kell" }, { document: "Sergeant Varro: Chainsword", reason: "the server did not answer" }]);
    expect(version.writes).toEqual([]);
    expect(outcome).toMatchObject({ updated: 1, stored: false });
  });

  it("stores the new version of a world with nothing to migrate, without a write or a word", async () => {
    const world = versionOneWorld();
    const version = new VersionDouble(0);
    const notices = new NoticesDouble();
    await runMigrations(moduleAt(1, []), apiFor(world, version, notices));
    expect(world.calls).toEqual([]);
    expect(version.writes).toEqual([1]);
    expect(notices.seen).toEqual([]);
  });
});
