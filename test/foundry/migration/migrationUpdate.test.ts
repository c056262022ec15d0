import { describe, expect, it } from "vitest";
import { forcedReplacementOf, migrationUpdate } from "../../../src/foundry/migration/migrationUpdate";

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

describe("forcedReplacementOf", () => {
  it("finds none in v13's foundry.data, nor in a namespace whose operator cannot create", () => {
    expect(forcedReplacementOf({ fields: {}, validators: {} })).toBeUndefined();
    expect(forcedReplacementOf({ operators: { ForcedReplacement: {} } })).toBeUndefined();
    expect(forcedReplacementOf({ operators: null })).toBeUndefined();
  });
});
