/**
 * Doubles of how a user query travels in Foundry, each written from the code it stands for:
 *
 * - the client socket: socket.io-client 4.8's `Socket#emitEvent` (build/esm/socket.js) calls every
 *   any-listener, then the event's own listeners, with one and the same argument array;
 * - the sender: v13's `User#query` (client/documents/user.mjs) emits
 *   `("userQuery", recipientId, queryId, queryName, queryData, {timeout}, ack)`, naming the
 *   recipient, never itself, and throws when the query is not in `CONFIG.queries`;
 * - the server: v13's activity component (`userQuery` listener, dist/components/activity.mjs)
 *   forwards the packet to every socket of the recipient with the recipient's id replaced by the id
 *   of the user the sending socket is logged in as, the data serialized for the wire;
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
    const [event, ...rest] = args;
    for (const listener of [...this.#any]) listener(event, ...rest);
    for (const listener of this.#listeners.get(event) ?? []) listener(...rest);
  }

  /** An event this client sends; the server sees the socket it came from. */
  emit(event: string, ...args: unknown[]): void {
    this.#server.handle(this, event, args);
  }
}

/** The server's part: which user each socket is logged in as, and the forwarding of queries. */
export class QueryServer {
  readonly #sockets: SocketDouble[] = [];

  connect(user: UserDouble): SocketDouble {
    const socket = new SocketDouble(this, user);
    this.#sockets.push(socket);
    return socket;
  }

  handle(from: SocketDouble, event: string, args: readonly unknown[]): void {
    if (event !== "userQuery") return;
    const [recipientId, queryId, name, data, options, ack] = args;
    const reply = ackOf(ack);
    const recipients = this.#sockets.filter((socket) => socket.user.id === recipientId);
    if (recipients.length === 0) {
      reply({ status: "rejected", reason: `User [${String(recipientId)}] does not exist or is not active` });
      return;
    }
    const timeout = typeof options === "object" && options !== null ? Reflect.get(options, "timeout") : undefined;
    for (const socket of recipients) {
      // Each socket gets the data as the wire carries it: a fresh object, never the sender's.
      const wire: unknown = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
      socket.receive(["userQuery", from.user.id, queryId, name, wire, { timeout: typeof timeout === "number" ? timeout : undefined }, reply]);
    }
  }
}

/** The acknowledgement function socket.io hands a listener, when there is one. */
function ackOf(value: unknown): Ack {
  return typeof value === "function" ? (result) => void value(result) : () => undefined;
}

let nextQueryId = 0;

/** `User#query` on the asking client: the query must be known there too. */
export function sendQuery(socket: SocketDouble, queries: Readonly<Record<string, unknown>>, recipient: UserDouble, name: string, data: unknown, timeout?: number): Promise<unknown> {
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
export function listenForQueriesAsCore(socket: SocketDouble, version: CoreVersion, queries: Readonly<Record<string, QueryHandler>>, users: readonly UserDouble[]): void {
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
      ackOf(ack)(result);
    })().catch(() => undefined);
  });
}
