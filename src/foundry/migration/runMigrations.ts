import type { RuleSetModule } from "../../engine/play/RuleSetModule";
import { migrateSystem, pendingMigrations } from "../data/pendingMigrations";
import type { MigratedDocument, MigrationApi, MigrationFailure, PlainStatusEffect, StoredDocument } from "./MigrationWorld";

export type MigrationOutcome =
  | { readonly ran: false; readonly version: number }
  | {
      readonly ran: true;
      readonly from: number;
      readonly to: number;
      readonly updated: number;
      readonly failures: readonly MigrationFailure[];
      readonly stored: boolean;
    };

/** The updates of one collection, sent as one batch. */
interface Batch {
  readonly send: (changes: readonly MigratedDocument[]) => Promise<readonly string[]>;
  readonly changes: MigratedDocument[];
  readonly names: Map<string, string>;
}

/**
 * Brings the world's actors, items and actors' items of the rule set up to its schema version:
 * every migration newer than the version a document was written at, in order, one update per
 * document, sent as one batch per collection; an actor's new status and rule effects ride in its
 * update. A document whose data comes out unchanged is not written, and a world with nothing to
 * write is brought up to date without a word. A document that fails is reported and the rest go
 * on; the world's version is stored only when none failed, so the next load tries again. Once
 * stored, a run does nothing.
 */
export async function runMigrations(module: RuleSetModule, api: MigrationApi): Promise<MigrationOutcome> {
  const { schemaVersion: to, migrations } = module.documents;
  const from = api.version.read();
  if (from >= to) return { ran: false, version: from };

  const failures: MigrationFailure[] = [];
  const migrate = (
    documentName: "Actor" | "Item",
    document: StoredDocument,
    label: string,
    batch: Batch,
    statusEffects: readonly PlainStatusEffect[] = [],
  ): void => {
    const pending = pendingMigrations(migrations, { documentName, type: document.type }, document.version ?? from, to);
    if (pending.length === 0) return;
    try {
      const migrated = migrateSystem(document.system, pending, [...new Set(statusEffects.map((effect) => effect.status))]);
      if (!migrated.changed) return;
      const effects = migrated.effects.map(({ effect, replaces }) => ({
        effect,
        replaces: statusEffects.filter((plain) => plain.status === replaces).map((plain) => plain.id),
      }));
      batch.changes.push({
        id: document.id,
        system: migrated.system,
        version: to,
        ...(migrated.statuses.length === 0 ? {} : { statuses: migrated.statuses }),
        ...(effects.length === 0 ? {} : { effects }),
      });
      batch.names.set(document.id, label);
    } catch (error) {
      failures.push({ document: label, reason: reasonOf(error) });
    }
  };

  const batchOf = (send: Batch["send"]): Batch => ({ send, changes: [], names: new Map() });
  const actors = batchOf((changes) => api.world.updateActors(changes));
  const items = batchOf((changes) => api.world.updateItems(changes));
  const batches = [actors, items];
  for (const actor of api.world.actors) {
    migrate("Actor", actor, actor.name, actors, actor.statusEffects);
    const owned = batchOf((changes) => api.world.updateActorItems(actor.id, changes));
    for (const item of actor.items) migrate("Item", item, `${actor.name}: ${item.name}`, owned);
    batches.push(owned);
  }
  for (const item of api.world.items) migrate("Item", item, item.name, items);

  const total = batches.reduce((sum, batch) => sum + batch.changes.length, 0);
  if (total > 0) api.notices.started(from, to, total);
  let done = 0;
  let updated = 0;
  for (const batch of batches) {
    if (batch.changes.length === 0) continue;
    updated += await send(batch, failures);
    done += batch.changes.length;
    api.notices.progress(done, total);
  }

  const stored = failures.length === 0;
  if (stored) {
    await api.version.write(to);
    if (total > 0) api.notices.finished(to, updated);
  } else {
    api.notices.failed(failures);
  }
  return { ran: true, from, to, updated, failures, stored };
}

/** Sends one batch; a document Foundry did not update, or a batch that failed whole, is a failure. */
async function send(batch: Batch, failures: MigrationFailure[]): Promise<number> {
  let updatedIds: ReadonlySet<string>;
  let reason: string | undefined;
  try {
    updatedIds = new Set(await batch.send(batch.changes));
  } catch (error) {
    updatedIds = new Set();
    reason = reasonOf(error);
  }
  for (const change of batch.changes) {
    if (updatedIds.has(change.id)) continue;
    const document = batch.names.get(change.id) ?? change.id;
    failures.push(reason === undefined ? { document } : { document, reason });
  }
  return batch.changes.filter((change) => updatedIds.has(change.id)).length;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
