import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";
import type { Server, Socket } from "socket.io";
import { DocumentWrites, type DocumentRequest } from "./DocumentWrites";
import type { LiveFoundry } from "./FoundryFolder";
import { isData, type Data, type ServerCommon } from "./ServerCommon";
import type { StandInWorld } from "./StandInWorld";

type Ack = (response: unknown) => void;

/** What the server noted that a test reads back: the files and templates it could not find, and each `modifyDocument` it answered. */
export interface ServerLog {
  readonly missing: string[];
  /**
   * Each write answered: who asked, from which of their windows (its socket's id), what, the ids
   * of the documents it wrote (a `get` lists none), and a digest of what it asked to write (the
   * data created, the changes, the ids deleted): one request applied twice writes the same twice.
   */
  readonly writes: {
    readonly userId: string;
    readonly socket: string;
    readonly type: string;
    readonly action: string;
    readonly error?: string;
    readonly count: number;
    readonly ids?: readonly string[];
    readonly parentUuid?: string;
    readonly digest: string;
  }[];
  readonly queries: { readonly senderId: string; readonly recipientId: string; readonly name: string }[];
}

/** Extensions `Files.loadTemplate` serves (dist/files/files.mjs: `CONST.HTML_FILE_EXTENSIONS`). */
const TEMPLATE_EXTENSIONS = new Set([".html", ".handlebars", ".hbs"]);

/**
 * The socket events v13's client uses, answered as v13's server answers them:
 * dist/server/sockets.mjs (`activate`: the `session` event, `getWorldStatus`, the custom `chatBubble`),
 * dist/components/activity.mjs (user activity, `userQuery`, `pause`, `time`),
 * dist/packages/world.mjs (`world`), dist/files/files.mjs (`template`) and
 * dist/database/backend/server-backend.mjs (`modifyDocument`, answered to the sender and broadcast to the others).
 */
export class SocketProtocol {
  readonly #sessions = new Map<string, string>();
  /** Users with a connected socket, and what their activity last said (activity.mjs `Activity#users`). */
  readonly #active = new Map<string, Data>();
  readonly #started = Date.now();
  readonly log: ServerLog = { missing: [], writes: [], queries: [] };
  readonly #writes: DocumentWrites;

  constructor(
    private readonly io: Server,
    private readonly world: StandInWorld,
    common: ServerCommon,
    private readonly foundry: LiveFoundry,
    private readonly dataFolders: Readonly<Record<string, string>>,
  ) {
    this.#writes = new DocumentWrites(common, world.store);
    io.on("connection", (socket) => this.#connect(socket));
  }

  /** A session for a user, as the join page makes one: the page's cookie names it, and the socket's handshake. */
  openSession(sessionId: string, userId: string): void {
    this.#sessions.set(sessionId, userId);
  }

  /** Every socket closed and every session forgotten, before a new world. */
  resetConnections(): void {
    this.io.disconnectSockets(true);
    this.#sessions.clear();
    this.#active.clear();
    this.log.missing.length = 0;
    this.log.writes.length = 0;
    this.log.queries.length = 0;
  }

  /** Sockets of a user: `User#sockets` (dist/database/documents/user.mjs). */
  #socketsOf(userId: string): Socket[] {
    return [...this.io.sockets.sockets.values()].filter((socket) => socket.data["userId"] === userId);
  }

  #connect(socket: Socket): void {
    const sessionId = String(socket.handshake.query["session"] ?? "");
    const userId = this.#sessions.get(sessionId);
    if (userId === undefined) {
      socket.emit("session", null);
      return;
    }
    const user = this.world.user(userId);
    socket.data["userId"] = user === undefined ? null : userId;
    socket.emit("session", { sessionId, userId: user === undefined ? null : userId });
    socket.on("getWorldStatus", (ack: Ack) => ack(true));
    socket.on("template", (path: unknown, ack: Ack) => ack(this.#template(String(path))));
    socket.on(
      "manageFiles",
      (_request: unknown, _options: unknown, ack: unknown) => typeof ack === "function" && ack({ error: "The live test world has no file storage to browse." }),
    );
    if (user === undefined) return;
    socket.on("world", (ack: Ack) => {
      try {
        ack(this.world.payload(userId, [...this.#active.keys()]));
      } catch (error: unknown) {
        // dist/packages/world.mjs World.#d: a payload that cannot be made is logged and answered empty.
        console.error("stand-in server: the world payload failed", error);
        ack({});
      }
    });
    this.#activate(socket, userId);
    socket.on("disconnect", () => this.#deactivate(userId));
    socket.on("userActivity", (id: unknown, data: unknown) => this.#activity(socket, String(id), isData(data) ? data : {}));
    socket.on("getUserActivity", () => {
      for (const [id, activity] of this.#active) socket.emit("userActivity", id, activity);
    });
    socket.on("userQuery", (recipientId: unknown, queryId: unknown, name: unknown, data: unknown, options: unknown, ack: unknown) =>
      this.#query(
        socket,
        userId,
        recipientId,
        queryId,
        name,
        data,
        options,
        typeof ack === "function" ? (response: unknown) => void ack(response) : () => undefined,
      ),
    );
    socket.on("pause", (paused: unknown, options: unknown) => {
      if (this.world.user(userId)?.isGM !== true) return;
      this.world.paused = paused === true;
      socket.broadcast.emit("pause", paused, { ...(isData(options) ? options : {}), userId });
    });
    socket.on("time", (ack: Ack) => ack({ serverTime: Date.now() - this.#started, worldTime: this.#worldTime() }));
    socket.on("reload", () => {
      if (this.world.user(userId)?.hasPermission("SETTINGS_MODIFY") === true) socket.broadcast.emit("reload");
    });
    socket.on("chatBubble", (data: unknown, options: unknown, ack: unknown) => this.#custom(socket, userId, "chatBubble", data, options, ack));
    socket.on(
      "modifyDocument",
      (request: unknown, ack: unknown) =>
        void this.#modifyDocument(socket, userId, request, typeof ack === "function" ? (response: unknown) => void ack(response) : () => undefined),
    );
  }

  /** activity.mjs `activateUser`: the first socket of a user makes them active, announced to everyone. */
  #activate(_socket: Socket, userId: string): void {
    if (this.#active.has(userId)) return;
    this.#active.set(userId, {});
    this.io.emit("userActivity", userId, { active: true });
  }

  /** activity.mjs `deactivateUser`: a user whose last socket closed is inactive, announced to everyone. */
  #deactivate(userId: string): void {
    if (this.#socketsOf(userId).length > 0 || !this.#active.has(userId)) return;
    this.#active.delete(userId);
    this.io.emit("userActivity", userId, { active: false });
  }

  #activity(socket: Socket, userId: string, data: Data): void {
    const record = this.#active.get(userId) ?? {};
    for (const key of ["sceneId", "cursor", "ruler", "targets", "av"]) if (key in data) record[key] = data[key];
    this.#active.set(userId, record);
    socket.broadcast.emit("userActivity", userId, data);
  }

  /**
   * activity.mjs `Activity.#o`: a sender without QUERY_USER is refused; the query goes to every
   * socket of the recipient stamped with the sender's id (never anything the payload says), and
   * the sender gets the first answer; a timeout is kept as the sender asked.
   */
  #query(socket: Socket, senderId: string, recipientId: unknown, queryId: unknown, name: unknown, data: unknown, options: unknown, ack: Ack): void {
    const sender = this.world.user(senderId);
    if (sender === undefined || !sender.hasPermission("QUERY_USER"))
      return ack({ status: "rejected", reason: `User [${senderId}] does not have permission to query users` });
    const recipient = typeof recipientId === "string" ? this.world.user(recipientId) : undefined;
    if (recipient === undefined) return ack({ status: "rejected", reason: `User [${String(recipientId)}] does not exist or is not active` });
    this.log.queries.push({ senderId, recipientId: String(recipientId), name: String(name) });
    const timeoutOption: unknown = isData(options) ? options["timeout"] : undefined;
    const timeout = typeof timeoutOption === "number" ? timeoutOption : undefined;
    let answered = false;
    const onDisconnect = (): void => answer({ status: "rejected", reason: `User [${String(recipientId)}] has disconnected` });
    const answer = (response: unknown): void => {
      if (answered) return;
      answered = true;
      socket.off("disconnect", onDisconnect);
      ack(response);
    };
    socket.once("disconnect", onDisconnect);
    for (const target of this.#socketsOf(String(recipientId))) {
      if (timeout === undefined) target.emit("userQuery", senderId, queryId, name, data, { timeout }, answer);
      else
        target
          .timeout(timeout)
          .emit("userQuery", senderId, queryId, name, data, { timeout }, (error: Error | null, response: unknown) =>
            answer(error === null ? response : { status: "rejected", reason: error.message }),
          );
    }
  }

  /** sockets.mjs `handleCustomSocket`: to each socket of the named recipients, or to every other socket, with the sender's id. */
  #custom(socket: Socket, senderId: string, event: string, data: unknown, options: unknown, ack: unknown): void {
    const recipients: unknown = isData(options) ? options["recipients"] : undefined;
    if (Array.isArray(recipients)) for (const id of recipients) for (const target of this.#socketsOf(String(id))) target.emit(event, data, senderId);
    else socket.broadcast.emit(event, data, senderId);
    if (typeof ack === "function") ack();
  }

  async #modifyDocument(socket: Socket, userId: string, request: unknown, ack: Ack): Promise<void> {
    const user = this.world.user(userId);
    const response: Data = { userId, broadcast: false };
    if (
      !isData(request) ||
      typeof request["type"] !== "string" ||
      typeof request["action"] !== "string" ||
      !isData(request["operation"]) ||
      user === undefined
    ) {
      ack({ ...response, error: { message: "Invalid modifyDocument request" } });
      return;
    }
    const documentRequest: DocumentRequest = { type: request["type"], action: request["action"], operation: request["operation"] };
    const asked = request["operation"];
    const digest = createHash("sha1")
      .update(JSON.stringify(asked["data"] ?? asked["updates"] ?? asked["ids"] ?? null))
      .digest("hex");
    Object.assign(response, { type: documentRequest.type, action: documentRequest.action, operation: documentRequest.operation });
    try {
      const answer = await this.#writes.modify(documentRequest, user);
      const broadcast = documentRequest.operation["broadcast"] ?? true;
      Object.assign(response, { result: answer.result, operation: answer.operation, broadcast: broadcast !== false });
      const ids =
        documentRequest.action === "get"
          ? []
          : answer.result.map((written) => (typeof written === "string" ? written : String(Reflect.get(Object(written), "_id"))));
      const parentUuid = documentRequest.operation["parentUuid"];
      this.log.writes.push({
        userId,
        socket: socket.id,
        type: documentRequest.type,
        action: documentRequest.action,
        count: answer.result.length,
        ids,
        digest,
        ...(typeof parentUuid === "string" ? { parentUuid } : {}),
      });
      ack(response);
      if (answer.result.length > 0 && broadcast !== false && documentRequest.action !== "get") socket.broadcast.emit("modifyDocument", response);
      for (const announcement of answer.announcements) this.io.emit("modifyDocument", { ...announcement, broadcast: true, userId });
    } catch (error: unknown) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.writes.push({ userId, socket: socket.id, type: documentRequest.type, action: documentRequest.action, error: message, count: 0, digest });
      ack({ ...response, error: { class: "ServerError", message, stack: error instanceof Error ? error.stack : undefined } });
    }
  }

  /** files.mjs `loadTemplate`: a path under `templates/` from Foundry's folder, anything else from the user data; only HTML and Handlebars files. */
  #template(path: string): Data {
    const fromFoundry = path.startsWith("templates");
    const data = Object.entries(this.dataFolders).find(([prefix]) => path.startsWith(prefix));
    const root = fromFoundry ? this.foundry.path : data?.[1];
    const relative = fromFoundry ? path : data === undefined ? path : path.slice(data[0].length);
    const full = root === undefined ? undefined : normalize(join(root, relative));
    if (root === undefined || full === undefined || !full.startsWith(root + sep)) {
      this.log.missing.push(`template ${path}`);
      return { error: "You are not allowed to load template files outside of the application or user data locations" };
    }
    if (!TEMPLATE_EXTENSIONS.has(extname(full).toLowerCase()))
      return { error: `You are only allowed to load template files with an extension in [${[...TEMPLATE_EXTENSIONS].map((ext) => ext.slice(1)).join(", ")}]` };
    try {
      return { html: readFileSync(full, "utf8"), success: true };
    } catch (error: unknown) {
      this.log.missing.push(`template ${path}`);
      return { html: "", success: false, error: error instanceof Error ? error.message : String(error) };
    }
  }

  #worldTime(): number {
    const setting = this.world.store.records("Setting").find((record) => record["key"] === "core.time");
    return setting === undefined ? 0 : Number(JSON.parse(String(setting["value"])));
  }
}
