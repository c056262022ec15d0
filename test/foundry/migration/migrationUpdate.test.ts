import { describe, expect, it } from "vitest";
import { fieldTree } from "../../../src/engine/schema/FieldTree";
import { forcedReplacementOf, migrationUpdate } from "../../../src/foundry/migration/migrationUpdate";
import { D100ActorSchema } from "../../../src/rulesets/d100-fate/schema";
import { cleanUpdate } from "../../support/foundry/cleanUpdate";
import { mergeUpdate } from "../../support/foundry/mergeUpdate";

const migrated = { id: "varro00000000000", system: { kind: "pc", weaponSkill: 45 }, version: 2 };

/** v14's operator as its API documents it (foundry.data.operators.ForcedReplacement): `create(value)` makes one. */
class ForcedReplacement {
  private constructor(readonly value: unknown) {}
  static create(value: unknown): ForcedReplacement {
    return new ForcedReplacement(value);
  }
}

describe("migrationUpdate", () => {
  it("replaces the whole system with v13's forced replacement key, and stamps the version in the flags", () => {
    expect(migrationUpdate(migrated, undefined)).toEqual({
      _id: "varro00000000000",
      "==system": { kind: "pc", weaponSkill: 45 },
      flags: { turnwright: { schemaVersion: 2 } },
    });
  });

  it("with v14's operator, puts the operator where the system goes and no special key", () => {
    const update = migrationUpdate(migrated, forcedReplacementOf({ operators: { ForcedReplacement } }));
    expect(Object.keys(update)).toEqual(["_id", "system", "flags"]);
    expect(update["system"]).toBeInstanceOf(ForcedReplacement);
    expect(Reflect.get(Object(update["system"]), "value")).toEqual({ kind: "pc", weaponSkill: 45 });
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
    const { _id, ...update } = migrationUpdate(migrated, undefined);
    expect(storedAfter(update)).toEqual({ system: { kind: "pc", weaponSkill: 45 }, flags: { turnwright: { schemaVersion: 2 }, core: { sheetClass: "" } } });
  });
});

describe("forcedReplacementOf", () => {
  it("finds none in v13's foundry.data, nor in a namespace whose operator cannot create", () => {
    expect(forcedReplacementOf({ fields: {}, validators: {} })).toBeUndefined();
    expect(forcedReplacementOf({ operators: { ForcedReplacement: {} } })).toBeUndefined();
    expect(forcedReplacementOf({ operators: null })).toBeUndefined();
  });
});
