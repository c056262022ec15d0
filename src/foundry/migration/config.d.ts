declare module "fvtt-types/configuration" {
  interface SettingConfig {
    /** Per rule set id, the schema version the world's documents were last migrated to. */
    "turnwright.schemaVersion": Record<string, number>;
  }
}

export {};
