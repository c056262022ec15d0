import { describe, expect, it } from "vitest";
import type { Migration } from "../../../src/engine/play/DocumentRules";
import { migrateOnLoad } from "../../../src/foundry/data/migrateOnLoad";
import { D100_DOCUMENTS } from "../../../src/rulesets/d100-fate/play/documents";

const renameSkills: Migration = {
  version: 2,
  documentName: "Actor",
  type: "d100-fate",
  description: "ws becomes weaponSkill",
  migrate: ({ ws, ...rest }) => (ws === undefined ? rest : { ...rest, weaponSkill: ws }),
};

const RULES = { ...D100_DOCUMENTS, schemaVersion: 2, migrations: [renameSkills] };

function oldActor(stamp: number | undefined, type = "d100-fate") {
  return {
    _id: "varro00000000000",
    name: "Sergeant Varro",
    type,
    system: { kind: "pc", ws: 45 },
    flags: { turnwright: stamp === undefined ? {} : { schemaVersion: stamp } },
  };
}

describe("an actor's data as Foundry builds the document (Actor.migrateData)", () => {
  it("is brought up to the rule set's version in place, stamped with it", () => {
    const source = oldActor(1);
    expect(migrateOnLoad(source, "Actor", RULES)).toBe(true);
    expect(source.system).toEqual({ kind: "pc", weaponSkill: 45 });
    expect(source.flags.turnwright).toEqual({ schemaVersion: 2 });
  });

  it("is left as it is when current, unstamped (update data, or data the GM's world migration dates), or another rule set's", () => {
    for (const source of [oldActor(2), oldActor(undefined), oldActor(1, "phases-3d6"), { _id: "x", system: { ws: 3 } }]) {
      const before = structuredClone(source);
      expect(migrateOnLoad(source, "Actor", RULES)).toBe(false);
      expect(source).toEqual(before);
    }
    expect(migrateOnLoad(oldActor(1), "Actor", undefined)).toBe(false);
  });

  it("leaves the data untouched when a migration throws, for Foundry's migrateDataSafe to report", () => {
    const source = oldActor(1);
    const failing = {
      ...RULES,
      migrations: [
        {
          ...renameSkills,
          migrate: () => {
            throw new Error("broken");
          },
        },
      ],
    };
    expect(() => migrateOnLoad(source, "Actor", failing)).toThrow("broken");
    expect(source.system).toEqual({ kind: "pc", ws: 45 });
    expect(source.flags.turnwright).toEqual({ schemaVersion: 1 });
  });
});
