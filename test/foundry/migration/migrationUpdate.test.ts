import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fieldTree } from "../../../src/engine/schema/FieldTree";
import { migrationUpdate } from "../../../src/foundry/migration/migrationUpdate";
import { D100ActorSchema } from "../../../src/rulesets/d100-fate/schema";
import { cleanUpdate } from "../../support/foundry/cleanUpdate";
import { mergeUpdate } from "../../support/foundry/mergeUpdate";
import { GENERATIONS, globalsOf } from "../../support/foundry/foundryGenerations";

const migrated = { id: "varro00000000000", system: { kind: "pc", weaponSkill: 45 }, version: 2 };

/** v14's `foundry.utils.logCompatibilityWarning`, which a v14 double warns through. */
const warned = vi.fn();

afterEach(() => vi.unstubAllGlobals());

describe.each(GENERATIONS)("migrationUpdate, on $name", (generation) => {
  beforeEach(() => {
    warned.mockClear();
    for (const [name, value] of Object.entries(globalsOf(generation, warned))) vi.stubGlobal(name, value);
  });

  it("replaces the whole system in the game's own way (the one seam of update operators), and stamps the version in the flags", () => {
    const update = migrationUpdate(migrated);
    expect(update).toEqual({
      _id: "varro00000000000",
      ...generation.replaced("system", { kind: "pc", weaponSkill: 45 }),
      flags: { turnwright: { schemaVersion: 2 } },
    });
    // Stored over the old data as the generation's database takes it: the old key gone, no warning.
    const record: Record<string, unknown> = { system: { kind: "pc", ws: 45 } };
    const { _id, ...rest } = update;
    generation.merge(record, rest);
    expect(record["system"]).toEqual({ kind: "pc", weaponSkill: 45 });
    expect(warned).not.toHaveBeenCalled();
  });
});

describe("migrationUpdate on a game that says v14 but has no operators", () => {
  it("fails in words rather than writing the key v14 warns about", () => {
    vi.stubGlobal("game", { release: { generation: 14 } });
    vi.stubGlobal("foundry", { data: {} });
    expect(() => migrationUpdate(migrated)).toThrow(/no foundry\.data\.operators/);
  });
});

describe("an update written back after a migration renamed ws to weaponSkill", () => {
  /** The stored record once v13's client has cleaned the update against today's model and the server has merged it. */
  function storedAfter(update: Readonly<Record<string, unknown>>): Record<string, unknown> {
    const record: Record<string, unknown> = { system: { kind: "pc", ws: 45 }, flags: { turnwright: { schemaVersion: 1 }, core: { sheetClass: "" } } };
    mergeUpdate(record, cleanUpdate(update, fieldTree(D100ActorSchema)));
    return record;
  }

  it("keeps ws for ever when sent as a -= deletion beside the new data: the client strips it, the model has no ws", () => {
    const deletion = { system: { kind: "pc", weaponSkill: 45, "-=ws": null }, flags: { turnwright: { schemaVersion: 2 } } };
    expect(storedAfter(deletion)["system"]).toEqual({ kind: "pc", ws: 45, weaponSkill: 45 });
  });

  it("loses ws, keeps the other flags and stamps the version when the system is replaced whole", () => {
    const { _id, ...update } = migrationUpdate(migrated);
    expect(storedAfter(update)).toEqual({ system: { kind: "pc", weaponSkill: 45 }, flags: { turnwright: { schemaVersion: 2 }, core: { sheetClass: "" } } });
  });
});
