import type { MigrationFailure, MigrationNotices } from "./MigrationWorld";

type Notifications = Pick<foundry.applications.ui.Notifications, "info" | "update" | "remove" | "success" | "error">;
type Notification = foundry.applications.ui.Notifications.Notification;

interface Words {
  format(key: string, data: Record<string, string>): string;
  localize(key: string): string;
}

/**
 * The GM's view of a migration: one progress notification that fills as each batch is written,
 * then a success, or an error that stays until dismissed and names every document that failed.
 */
export function migrationNotices(notifications: Notifications, words: Words): MigrationNotices {
  let bar: Notification | undefined;
  return {
    started(from, to, documents) {
      bar = notifications.info(words.format("TURNWRIGHT.Migration.Started", { from: String(from), to: String(to), documents: String(documents) }), {
        progress: true,
      });
    },
    progress(done, total) {
      if (bar === undefined) return;
      notifications.update(bar, {
        pct: total === 0 ? 1 : done / total,
        message: words.format("TURNWRIGHT.Migration.Progress", { done: String(done), total: String(total) }),
      });
    },
    finished(to, documents) {
      if (bar !== undefined) notifications.remove(bar);
      notifications.success(words.format("TURNWRIGHT.Migration.Finished", { to: String(to), documents: String(documents) }));
    },
    failed(failures) {
      if (bar !== undefined) notifications.remove(bar);
      const list = failureList(failures, words.localize("TURNWRIGHT.Migration.Declined"));
      notifications.error(words.format("TURNWRIGHT.Migration.Failed", { count: String(failures.length), documents: list }), { permanent: true });
    },
  };
}

/** "Kell (a number where a name belongs); Sergeant Varro: Chainsword (declined by Foundry)". */
export function failureList(failures: readonly MigrationFailure[], declined: string): string {
  return failures.map((failure) => `${failure.document} (${failure.reason ?? declined})`).join("; ");
}
