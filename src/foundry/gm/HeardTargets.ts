import type { HearingSocket } from "./QuerySenders";

/** More tokens than anyone targets at once: a longer list is a forged broadcast, kept to its first ones. */
const MOST_TARGETS = 50;

/**
 * The tokens each user's game last said it targets, by token id. A game tells every other what
 * its user targets as user activity (v13 client/canvas/layers/tokens.mjs `TokenLayer#setTargets`
 * calls `User#broadcastActivity({targets})`, the ids of tokens on the scene it views; the server
 * relays it, under whatever user id the sender claims: dist/components/activity.mjs). Core keeps
 * them on `User#targets` only where this game's canvas shows that same scene
 * (client/documents/collections/users.mjs `Users.#handleUserActivity` returns without a ready
 * canvas; client/documents/user.mjs `_onUpdateTokenTargets`), so a GM with the canvas off or on
 * another scene would see no player's targets. The GM's game keeps what it heard itself, from the
 * same packets core reads, and checks each against the scene that player views.
 */
export class HeardTargets {
  readonly #targets = new Map<string, readonly string[]>();

  listen(socket: HearingSocket): void {
    socket.onAny((event, ...args) => this.hear(event, args));
  }

  /** One incoming socket event: `userActivity` arrives as (userId, activityData); only `targets` is read. */
  hear(event: string, args: readonly unknown[]): void {
    if (event !== "userActivity") return;
    const [user, activity] = args;
    if (typeof user !== "string" || typeof activity !== "object" || activity === null || !Object.hasOwn(activity, "targets")) return;
    const targets: unknown = Reflect.get(activity, "targets");
    const ids = Array.isArray(targets) ? targets.filter((id): id is string => typeof id === "string").slice(0, MOST_TARGETS) : [];
    this.#targets.set(user, ids);
  }

  /** The token ids the user's game last said it targets; none when it said nothing. */
  of(user: string): readonly string[] {
    return this.#targets.get(user) ?? [];
  }
}
