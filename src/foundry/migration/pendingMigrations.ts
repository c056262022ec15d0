import { sameJson } from "../../engine/clock/sameJson";
import type { Migration } from "../../engine/play/DocumentRules";

/**
 * The migrations a document still needs, oldest first: those of its kind and subtype newer than
 * the version its data was written at, up to the rule set's current version.
 */
export function pendingMigrations(
  migrations: readonly Migration[],
  document: { readonly documentName: "Actor" | "Item"; readonly type: string },
  from: number,
  to: number,
): Migration[] {
  return migrations
    .filter((migration) => migration.documentName === document.documentName && migration.type === document.type)
    .filter((migration) => migration.version > from && migration.version <= to)
    .sort((a, b) => a.version - b.version);
}

export interface MigratedSystem {
  readonly system: Record<string, unknown>;
  /** The status effects the migrations found on in fields they took away, each once, in the order found. */
  readonly statuses: readonly string[];
  /** False when every migration left the data as it was: the document is already current. */
  readonly changed: boolean;
}

/** Runs the migrations in order, each on the last one's result; the stored data is never touched. */
export function migrateSystem(system: Readonly<Record<string, unknown>>, migrations: readonly Migration[]): MigratedSystem {
  let current: Record<string, unknown> = structuredClone({ ...system });
  const statuses: string[] = [];
  for (const migration of migrations) {
    for (const status of migration.statuses?.(current) ?? []) if (!statuses.includes(status)) statuses.push(status);
    current = migration.migrate(current);
  }
  return { system: current, statuses, changed: !sameJson(current, system) || statuses.length > 0 };
}
