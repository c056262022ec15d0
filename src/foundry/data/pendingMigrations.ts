import { sameJson } from "../../engine/clock/sameJson";
import type { MigratedEffect, Migration } from "../../engine/play/DocumentRules";

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
  /**
   * The rule effects the migrations put on, in the order made. One keeps its `replaces` only where
   * the actor has a plain status effect of that status, which it is written over; a status of it
   * a migration here found on is simply not made.
   */
  readonly effects: readonly MigratedEffect[];
  /** False when every migration left the data as it was: the document is already current. */
  readonly changed: boolean;
}

/**
 * Runs the migrations in order, each on the last one's result; the stored data is never touched.
 * `statusesOn`: the statuses of the actor's plain status effects, which a migration's rule effect
 * may take the place of.
 */
export function migrateSystem(system: Readonly<Record<string, unknown>>, migrations: readonly Migration[], statusesOn: readonly string[] = []): MigratedSystem {
  let current: Record<string, unknown> = structuredClone({ ...system });
  const statuses: string[] = [];
  const effects: MigratedEffect[] = [];
  const replaced = new Set<string>();
  for (const migration of migrations) {
    for (const status of migration.statuses?.(current) ?? []) if (!statuses.includes(status)) statuses.push(status);
    const on = new Set([...statusesOn, ...statuses]);
    for (const { effect, replaces } of migration.effects?.(current, on) ?? []) {
      const made = replaces === undefined ? -1 : statuses.indexOf(replaces);
      if (made !== -1) statuses.splice(made, 1);
      // An effect of the actor's is written over once: a second that would replace it is made beside it.
      const over = replaces !== undefined && statusesOn.includes(replaces) && !replaced.has(replaces);
      if (over) replaced.add(replaces);
      effects.push(over ? { effect, replaces } : { effect });
    }
    current = migration.migrate(current);
  }
  return { system: current, statuses, effects, changed: !sameJson(current, system) || statuses.length > 0 || effects.length > 0 };
}
