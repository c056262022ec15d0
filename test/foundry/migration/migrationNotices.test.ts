import { describe, expect, it } from "vitest";
import { failureList, migrationNotices } from "../../../src/foundry/migration/migrationNotices";

type Notification<T extends Type = Type> = foundry.applications.ui.Notifications.Notification<T>;
type Type = foundry.applications.ui.Notifications.Type;

/** Notifications that write down what they were asked to show. */
class NotificationsDouble {
  readonly shown: string[] = [];
  #next = 1;

  #notify<T extends Type>(type: T, message: string, options?: { progress?: boolean | null; permanent?: boolean | null }): Readonly<Notification<T>> {
    this.shown.push(`${type}${options?.progress === true ? " (progress)" : ""}${options?.permanent === true ? " (permanent)" : ""}: ${message}`);
    return { id: this.#next++, type, timestamp: 0, message, permanent: false, console: false, active: true, progress: options?.progress === true, pct: 0 };
  }
  info(message: string, options?: { progress?: boolean | null }) {
    return this.#notify("info", message, options);
  }
  success(message: string) {
    return this.#notify("success", message);
  }
  error(message: string, options?: { permanent?: boolean | null }) {
    return this.#notify("error", message, options);
  }
  update(notification: Notification | number, update: { pct?: number | null; message?: string | null }): void {
    const id = typeof notification === "number" ? notification : notification.id;
    this.shown.push(`update ${id}: ${Math.round((update.pct ?? 0) * 100)}% ${update.message ?? ""}`);
  }
  remove(notification: Notification | number): void {
    this.shown.push(`remove ${typeof notification === "number" ? notification : notification.id}`);
  }
}

const words = {
  format: (key: string, data: Record<string, string>) => `${key} ${JSON.stringify(data)}`,
  localize: (key: string) => `<${key}>`,
};

describe("migrationNotices", () => {
  it("shows one progress bar that fills batch by batch, then a success", () => {
    const notifications = new NotificationsDouble();
    const notices = migrationNotices(notifications, words);
    notices.started(1, 2, 3);
    notices.progress(2, 3);
    notices.progress(3, 3);
    notices.finished(2, 3);
    expect(notifications.shown).toEqual([
      'info (progress): TURNWRIGHT.Migration.Started {"from":"1","to":"2","documents":"3"}',
      'update 1: 67% TURNWRIGHT.Migration.Progress {"done":"2","total":"3"}',
      'update 1: 100% TURNWRIGHT.Migration.Progress {"done":"3","total":"3"}',
      "remove 1",
      'success: TURNWRIGHT.Migration.Finished {"to":"2","documents":"3"}',
    ]);
  });

  it("ends on an error that stays, naming each document that failed and why", () => {
    const notifications = new NotificationsDouble();
    const notices = migrationNotices(notifications, words);
    notices.started(1, 2, 2);
    notices.failed([{ document: "Kell", reason: "bad data" }, { document: "Sergeant Varro: Chainsword" }]);
    expect(notifications.shown.slice(1)).toEqual([
      "remove 1",
      'error (permanent): TURNWRIGHT.Migration.Failed {"count":"2","documents":"Kell (bad data); Sergeant Varro: Chainsword (<TURNWRIGHT.Migration.Declined>)"}',
    ]);
  });
});

describe("failureList", () => {
  it("puts the reason after each name, or the word for a declined update", () => {
    expect(failureList([{ document: "A", reason: "x" }, { document: "B" }], "declined")).toBe("A (x); B (declined)");
  });
});
