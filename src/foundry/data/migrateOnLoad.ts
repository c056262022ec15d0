import type { DocumentRules } from "../../engine/play/DocumentRules";
import { migrateSystem, pendingMigrations } from "./pendingMigrations";
import { VERSION_FLAG_KEY, VERSION_FLAG_SCOPE, versionStamp } from "./storedSources";

/**
 * A world actor's or item's data brought up to the rule set's schema as Foundry builds the
 * document (`Actor.migrateData`, `Item.migrateData`: Foundry's path, before the data is cleaned
 * to the schema and on every client), so the rules never see an old shape. A TypeDataModel's own
 * `migrateData` is handed only `system`, never the flags where the version is stamped, so this
 * runs one level up, on the document's data. Only data stamped older than the rule set's version
 * is touched: update data (which `migrateData` also sees) carries no stamp, and unstamped data
 * waits for the GM's world migration, which knows the world's version. The GM writes the result
 * back once (runMigrations). Answers whether anything changed; a migration that throws leaves
 * the data as it was (Foundry's `migrateDataSafe` logs it).
 */
export function migrateOnLoad(source: object, documentName: "Actor" | "Item", rules: DocumentRules | undefined): boolean {
  if (rules === undefined) return false;
  const type: unknown = Reflect.get(source, "type");
  const system: unknown = Reflect.get(source, "system");
  const version = versionStamp(source);
  // Another rule set's documents keep their data and stamp: this rule set's versions are not theirs.
  const ours = documentName === "Actor" ? type === rules.actorType : typeof type === "string" && rules.itemTypes.includes(type);
  if (typeof type !== "string" || !ours || !isRecord(system) || version === undefined || version >= rules.schemaVersion) return false;
  const pending = pendingMigrations(rules.migrations, { documentName, type }, version, rules.schemaVersion);
  const migrated = migrateSystem(system, pending);
  for (const key of Object.keys(system)) delete system[key];
  Object.assign(system, migrated.system);
  const flags: unknown = Reflect.get(source, "flags");
  const scope: unknown = isRecord(flags) ? flags[VERSION_FLAG_SCOPE] : undefined;
  if (isRecord(scope)) scope[VERSION_FLAG_KEY] = rules.schemaVersion;
  return migrated.changed;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
