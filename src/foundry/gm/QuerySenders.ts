import type { Requester } from "./Requester";

/**
 * What core hands a `CONFIG.queries` handler besides the payload. v13's
 * `Users.#handleUserQuery` (client/documents/collections/users.mjs) passes `{timeout}` only; v14
 * adds `user`, the querying User as the server attested it.
 */
export interface QueryContext {
  readonly timeout?: number | undefined;
  readonly user?: unknown;
}

/** The part of Foundry's socket (socket.io-client's `Socket`) that hears every incoming event. */
export interface HearingSocket {
  onAny(listener: (event: string, ...args: unknown[]) => void): unknown;
}

/**
 * Who sent each user query, as the server stamped it. A client never names itself when it asks
 * (`User#query` emits the *recipient's* id); the server replaces that id with the id of the user
 * its socket is logged in as before it forwards the packet (`userQuery` in the server's activity
 * component). v13's core handler reads that id and then drops it, so this listens to the same
 * packets first: socket.io calls every any-listener before the event's own listeners, with the
 * same arguments (`Socket#emitEvent`), so the payload object this records is the very object core
 * hands the handler a moment later. Keyed by that object, two queries in flight never mix.
 */
export class QuerySenders {
  readonly #senders = new WeakMap<object, string>();

  /** Listens on the game's socket; core's own buffering of early events passes through here too. */
  listen(socket: HearingSocket): void {
    socket.onAny((event, ...args) => this.hear(event, args));
  }

  /** One incoming socket event: `userQuery` arrives as (senderId, queryId, name, data, options, ack). */
  hear(event: string, args: readonly unknown[]): void {
    if (event !== "userQuery") return;
    const [sender, , , data] = args;
    if (typeof sender === "string" && typeof data === "object" && data !== null) this.#senders.set(data, sender);
  }

  /** The id of the user who sent the query with this payload, once; null when no packet brought it. */
  take(payload: unknown): string | null {
    if (typeof payload !== "object" || payload === null) return null;
    const sender = this.#senders.get(payload) ?? null;
    this.#senders.delete(payload);
    return sender;
  }
}

/** How a user is read: v14's User document, or a user id looked up among the world's users. */
export interface QueryUsers {
  fromDocument(user: unknown): Requester | null;
  byId(id: string): Requester | null;
}

/**
 * The user who sent a query, from what the server attested and never from the payload: v14's
 * `user` when core passes one, else the sender of the socket packet (v13). Null when neither can
 * be had: the request is then refused, never applied as somebody else's.
 */
export function querySender(payload: unknown, context: QueryContext | undefined, senders: QuerySenders, users: QueryUsers): Requester | null {
  const packetSender = senders.take(payload);
  if (context?.user !== undefined) return users.fromDocument(context.user);
  return packetSender === null ? null : users.byId(packetSender);
}
