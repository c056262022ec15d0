/**
 * Doubles of how a user query travels in Foundry, each written from the code it stands for:
 *
 * - the client socket: socket.io-client 4.8's `Socket#emitEvent` (build/esm/socket.js) calls every
 *   any-listener, then the event's own listeners, with one and the same argument array;
 * - the sender: v13's `User#query` (client/documents/user.mjs) emits
 *   `("userQuery", recipientId, queryId, queryName, queryData, {timeout}, ack)`, naming the
 *   recipient, never itself, throws when the query is not in `CONFIG.queries`, and waits for the
 *   server's ack with no timer of its own;
 * - the server: v13's activity component, its `userQuery` listener (`Activity.#o`,
 *   dist/components/activity.mjs, minified). It rejects a recipient that is not one of the world's
 *   users (a user who exists but has no socket open gets nothing, and the asker no answer); keeps a
 *   `timeout` only when it is a number; rejects the asker's ack if the ASKER's socket disconnects
 *   first ("User [recipient] has disconnected"); then emits the packet, the recipient's id replaced
 *   by the id of the user the sending socket is logged in as, to EVERY socket of the recipient
 *   (`n.sockets.forEach`). Whichever ack comes first is handed to the asker; every later one is
 *   dropped. With a timeout each socket's emit goes through socket.io's `timeout(d)`: the server's
 *   `Socket#registerAckCallback` (socket.io 4.8, dist/socket.js) starts a timer per socket that
 *   acks "operation has timed out" unless that socket acked first, and drops the socket's ack once
 *   the timer has fired. A socket that closes leaves its timer running (the server's
 *   `Socket#_onclose` does not clear acks), so a recipient window closed mid-query times out;
 * - the recipient: v13's `Users.#handleUserQuery(userId, queryId, queryName, queryData, {timeout}, ack)`
 *   (client/documents/collections/users.mjs) throws for an unknown query or user, then calls
 *   `handler(queryData, {timeout})` and acks `{status, value | reason}`. v14 calls
 *   `handler(queryData, {timeout, user})` with the querying User.
 */

export type CoreVersion = 13 | 14;

type Listener = (...args: unknown[]) => void;
type AnyListener = (event: string, ...args: unknown[]) => void;
type Ack = (result: QueryResult) => void;
export type QueryResult = { readonly status: "fulfilled"; readonly value: unknown } | { readonly status: "rejected"; readonly reason: string };
export type QueryHandler = (data: unknown, context: { timeout?: number | undefined; user?: unknown }) => unknown;

/** A user as core's query code reads one. */
export interface UserDouble {
  readonly id: string;
  readonly isGM: boolean;
}

/** A client's socket: what it hears, in socket.io's order, and what it sends to the server. */
export class SocketDouble {
  readonly #any: AnyListener[] = [];
  readonly #listeners = new Map<string, Listener[]>();
  readonly #server: QueryServer;
  readonly user: UserDouble;
  connected = true;

  constructor(server: QueryServer, user: UserDouble) {
    this.#server = server;
    this.user = user;
  }

  on(event: string, listener: Listener): this {
    this.#listeners.set(event, [...(this.#listeners.get(event) ?? []), listener]);
    return this;
  }

  onAny(listener: AnyListener): this {
    this.#any.push(listener);
    return this;
  }

  /** An event arriving from the server, dispatched as `Socket#emitEvent` does. */
  receive(args: readonly [string, ...unknown[]]): void {
    if (!this.connected) return;
    const [event, ...rest] = args;
    for (const listener of [...this.#any]) listener(event, ...rest);
    for (const listener of this.#listeners.get(event) ?? []) listener(...rest);
  }

  /** An event this client sends; the server sees the socket it came from. Nothing leaves a closed socket. */
  emit(event: string, ...args: unknown[]): void {
    if (this.connected) this.#server.handle(this, event, args);
  }
}

/** The server's part: the world's users, which user each socket is logged in as, and the forwarding of queries. */
export class QueryServer {
  readonly #users: readonly UserDouble[];
  readonly #sockets: SocketDouble[] = [];
  /** The server side's `disconnect` listeners of each socket (`socket.once("disconnect", ...)`). */
  readonly #onDisconnect = new Map<SocketDouble, Set<() => void>>();

  constructor(users: readonly UserDouble[]) {
    this.#users = users;
  }

  connect(user: UserDouble): SocketDouble {
    const socket = new SocketDouble(this, user);
    this.#sockets.push(socket);
    this.#onDisconnect.set(socket, new Set());
    return socket;
  }

  /** A window closing: its socket leaves the user's sockets, and the server hears it go. */
  disconnect(socket: SocketDouble): void {
    socket.connected = false;
    this.#sockets.splice(this.#sockets.indexOf(socket), 1);
    for (const listener of [...(this.#onDisconnect.get(socket) ?? [])]) listener();
    this.#onDisconnect.delete(socket);
  }

  handle(from: SocketDouble, event: string, args: readonly unknown[]): void {
    if (event !== "userQuery") return;
    const [recipientId, queryId, name, data, options, ack] = args;
    // What the server sends back reaches the asker only while its socket is open.
    const reply: Ack = (result) => {
      if (from.connected && typeof ack === "function") ack(result);
    };
    const recipient = this.#users.find((user) => user.id === recipientId);
    if (recipient === undefined) {
      reply({ status: "rejected", reason: `User [${String(recipientId)}] does not exist or is not active` });
      return;
    }
    const asked: unknown = typeof options === "object" && options !== null ? Reflect.get(options, "timeout") : undefined;
    const timeout = typeof asked === "number" ? asked : undefined;
    let pending: Ack | undefined = reply;
    const disconnected = (): void => {
      pending?.({ status: "rejected", reason: `User [${String(recipientId)}] has disconnected` });
      pending = undefined;
    };
    this.#onDisconnect.get(from)?.add(disconnected);
    const first: Ack = (result) => {
      pending?.(result);
      pending = undefined;
      this.#onDisconnect.get(from)?.delete(disconnected);
    };
    for (const socket of this.#sockets.filter((candidate) => candidate.user.id === recipient.id)) {
      // Each socket gets the data as the wire carries it: a fresh object, never the sender's.
      const wire: unknown = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
      socket.receive([
        "userQuery",
        from.user.id,
        queryId,
        name,
        wire,
        { timeout },
        timeout === undefined ? this.#ackFrom(socket, first) : this.#timedAckFrom(socket, first, timeout),
      ]);
    }
  }

  /** A socket's ack, as the server receives it: only while the socket is open, and once. */
  #ackFrom(socket: SocketDouble, first: Ack): Ack {
    let acked = false;
    return (result) => {
      if (acked || !socket.connected) return;
      acked = true;
      first(result);
    };
  }

  /** `socket.timeout(d).emit(...)`: the socket's own timer rejects unless its ack comes first; a later ack is dropped. */
  #timedAckFrom(socket: SocketDouble, first: Ack, timeout: number): Ack {
    let open = true;
    const timer = setTimeout(() => {
      open = false;
      first({ status: "rejected", reason: "operation has timed out" });
    }, timeout);
    return (result) => {
      if (!open || !socket.connected) return;
      open = false;
      clearTimeout(timer);
      first(result);
    };
  }
}

let nextQueryId = 0;

/** `User#query` on the asking client: the query must be known there too. */
export function sendQuery(
  socket: SocketDouble,
  queries: Readonly<Record<string, unknown>>,
  recipient: UserDouble,
  name: string,
  data: unknown,
  timeout?: number,
): Promise<unknown> {
  if (!(name in queries)) return Promise.reject(new Error(`User query '${name}' is not registered`));
  return new Promise((resolve, reject) => {
    nextQueryId += 1;
    socket.emit("userQuery", recipient.id, `query${nextQueryId}`, name, data, { timeout }, (result: QueryResult) => {
      if (result.status === "rejected") reject(new Error(result.reason));
      else resolve(result.value);
    });
  });
}

/**
 * Core's own `userQuery` listener on the receiving client, attached as
 * `Users._activateSocketListeners` attaches it. `version` picks what the handler is told.
 */
export function listenForQueriesAsCore(
  socket: SocketDouble,
  version: CoreVersion,
  queries: Readonly<Record<string, QueryHandler>>,
  users: readonly UserDouble[],
): void {
  socket.on("userQuery", (userId, _queryId, queryName, queryData, options, ack) => {
    void (async () => {
      const handler = typeof queryName === "string" ? queries[queryName] : undefined;
      if (handler === undefined) throw new Error(`Received invalid User query '${String(queryName)}'`);
      const timeout = typeof options === "object" && options !== null ? Reflect.get(options, "timeout") : undefined;
      const user = users.find((candidate) => candidate.id === userId);
      if (user === undefined) throw new Error(`User [${String(userId)}] does not exist`);
      const context = version === 13 ? { timeout } : { timeout, user };
      let result: QueryResult;
      try {
        result = { status: "fulfilled", value: await handler(queryData, context) };
      } catch (error) {
        result = { status: "rejected", reason: error instanceof Error ? error.message : String(error) };
      }
      if (typeof ack === "function") ack(result);
    })().catch(() => undefined);
  });
}
