import { describe, expect, it } from "vitest";
import { storedSchemaVersion, withSchemaVersion } from "../../../src/foundry/migration/schemaVersionSetting";

describe("the stored schema versions", () => {
  it("read 0 for a rule set the world never migrated, or a value that is not a version", () => {
    expect(storedSchemaVersion({}, "d100-fate")).toBe(0);
    expect(storedSchemaVersion({ "d6-pool": 3 }, "d100-fate")).toBe(0);
    expect(storedSchemaVersion({ "d100-fate": "2" }, "d100-fate")).toBe(0);
    expect(storedSchemaVersion({ "d100-fate": 1.5 }, "d100-fate")).toBe(0);
    expect(storedSchemaVersion(null, "d100-fate")).toBe(0);
    expect(storedSchemaVersion({ "d100-fate": 2 }, "d100-fate")).toBe(2);
  });

  it("keep each rule set's own count when one is written", () => {
    expect(withSchemaVersion({ "d6-pool": 3, "d100-fate": 1 }, "d100-fate", 2)).toEqual({ "d6-pool": 3, "d100-fate": 2 });
    expect(withSchemaVersion(undefined, "d100-fate", 1)).toEqual({ "d100-fate": 1 });
  });
});
