import type { MigrationVersion } from "./MigrationWorld";

type Settings = foundry.helpers.ClientSettings;

/**
 * The schema version the world's documents were last brought up to, per rule set: a world can
 * change its rule set and back, and each rule set counts its own versions. Hidden; only the
 * migration reads and writes it.
 */
export function registerSchemaVersionSetting(settings: Settings): void {
  settings.register("turnwright", "schemaVersion", {
    scope: "world",
    config: false,
    type: Object,
    default: {},
  });
}

/** The stored version for one rule set: 0 for a world that never stored one. */
export function storedSchemaVersion(stored: unknown, ruleSet: string): number {
  const version: unknown = typeof stored === "object" && stored !== null ? Reflect.get(stored, ruleSet) : undefined;
  return typeof version === "number" && Number.isInteger(version) && version >= 0 ? version : 0;
}

/** The stored versions with one rule set's replaced, the others kept. */
export function withSchemaVersion(stored: unknown, ruleSet: string, version: number): Record<string, number> {
  const versions: Record<string, number> = {};
  if (typeof stored === "object" && stored !== null) {
    for (const [id, value] of Object.entries(stored)) if (typeof value === "number") versions[id] = value;
  }
  versions[ruleSet] = version;
  return versions;
}

export function schemaVersionOf(settings: Settings, ruleSet: string): MigrationVersion {
  return {
    read: () => storedSchemaVersion(settings.get("turnwright", "schemaVersion"), ruleSet),
    write: async (version) => {
      await settings.set("turnwright", "schemaVersion", withSchemaVersion(settings.get("turnwright", "schemaVersion"), ruleSet, version));
    },
  };
}
