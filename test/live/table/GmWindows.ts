import type { ServerLog } from "../standin/SocketProtocol";
import type { LiveTable, LiveWindow } from "./LiveTable";
import { GM } from "./worlds";

/** A window's socket, as the server names the window a write came from (socket.io gives both ends one id). */
async function socketOf(window: LiveWindow): Promise<string> {
  const id = await window.page.evaluate(() => (game.ready ? (game.socket?.id ?? "") : ""));
  if (id === "") throw new Error(`${window.user.name}'s window has no socket`);
  return id;
}

type Write = ServerLog["writes"][number];

/**
 * The GM with the world open in two windows (two tabs of his browser, each a game of its own,
 * both the active GM's): the server delivers every query a player sends to both (v13's
 * `userQuery` goes to every socket of its recipient). A step watched here holds its GM writes to
 * one application each: every request draws the window that applies it, so a step's requests may
 * be applied in either window, but no write is asked from both (a request applied twice asks the
 * same write of the server twice), and a step whose request writes nothing is one the GM's
 * windows dropped.
 */
export class GmWindows {
  /** Steps whose GM writes show one write made from both windows, or nothing written. */
  readonly doubled: string[] = [];
  steps = 0;

  private constructor(
    private readonly table: LiveTable,
    private readonly sockets: readonly string[],
  ) {}

  /** The GM's second window opened beside `first`. */
  static async open(table: LiveTable, first: LiveWindow): Promise<GmWindows> {
    const second = await table.window(GM);
    return new GmWindows(table, [await socketOf(first), await socketOf(second)]);
  }

  /** Runs a player's step (a start with the follow-up its game presses at once, or a press), and notes it where its writes were not one application of it. */
  async watched<T>(what: string, step: () => Promise<T>): Promise<T> {
    const from = (await this.table.log()).writes.length;
    const answer = await step();
    const writes = (await this.table.log()).writes.slice(from).filter((write) => write.userId === GM._id);
    this.steps += 1;
    const windowsOf = new Map<string, Set<string>>();
    for (const write of writes) {
      const key = `${write.action} ${write.type} ${write.digest}`;
      windowsOf.set(key, (windowsOf.get(key) ?? new Set()).add(write.socket));
    }
    const twice = [...windowsOf].filter(([, windows]) => windows.size > 1);
    if (writes.length === 0 || writes.some((write) => !this.sockets.includes(write.socket)) || twice.length > 0)
      this.doubled.push(`${what}: ${this.#described(writes)}`);
    return answer;
  }

  #described(writes: readonly Write[]): string {
    return writes
      .map((write) => `window ${String(this.sockets.indexOf(write.socket) + 1)} ${write.action} ${write.type} ${(write.ids ?? []).join(" ")}`)
      .join("; ");
  }
}
