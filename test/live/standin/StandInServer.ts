import { randomBytes } from "node:crypto";
import { createReadStream, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from "node:http";
import { Server } from "socket.io";
import type { LiveFoundry } from "./FoundryFolder";
import { gamePage } from "./GamePage";
import { importMap } from "./ImportMap";
import { loadServerCommon } from "./ServerCommon";
import { SocketProtocol } from "./SocketProtocol";
import { standInModule } from "./StandInModules";
import { StandInWorld, type ServedPackage, type WorldSpec } from "./StandInWorld";
import { contentType, staticFile, type Roots } from "./StaticFiles";

export interface StandInOptions {
  readonly foundry: LiveFoundry;
  /** The built system, served as `systems/<id>/`. */
  readonly system: ServedPackage;
  /** Modules of ours a world may turn on, each served as `modules/<id>/`. */
  readonly modules: readonly ServedPackage[];
  readonly nodeModules: string;
  readonly port?: number;
}

export interface RunningStandIn {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * A small stand-in for v13's server: the game page, Foundry's files as they ship, the built
 * system, the socket events a client uses, and documents in memory written through common's own
 * code. Tests drive it through a few routes of its own under `/__standin/`: a new world, a
 * session for a user (the page's `session` cookie), the stored documents, and what it logged.
 */
export async function startStandIn(options: StandInOptions): Promise<RunningStandIn> {
  const { foundry, system, modules, nodeModules } = options;
  const documentTypes = Object(system.manifest["documentTypes"]);
  const common = await loadServerCommon(foundry.path, foundry.release, {
    id: String(system.manifest["id"]),
    version: String(system.manifest["version"]),
    documentTypes,
  });
  const world = await StandInWorld.open(common, foundry, system, modules);
  const map = foundry.shape === "sources" ? importMap(foundry.path, nodeModules) : undefined;
  const roots: Roots = {
    foundry,
    systems: { [String(system.manifest["id"])]: system.folder },
    modules: Object.fromEntries(modules.map((module) => [String(module.manifest["id"]), module.folder])),
    nodeModules,
    files: Object.fromEntries(
      modules.flatMap((module) => Object.entries(module.files ?? {}).map(([path, file]) => [`/modules/${String(module.manifest["id"])}/${path}`, file])),
    ),
  };
  /**
   * The faces a test has the GM's games throw, one list for every GM window (each window may be
   * the one that applies a request): the next that fits a die, or none, counted as a stray.
   */
  const dice: { faces: number[]; strays: number } = { faces: [], strays: 0 };
  function nextFace(faces: number): number | null {
    const next = dice.faces[0];
    if (next !== undefined && Number.isInteger(next) && next >= 1 && next <= faces) return dice.faces.shift() ?? null;
    dice.strays += 1;
    return null;
  }
  const dataFolders = Object.fromEntries([
    ...Object.entries(roots.systems).map(([id, folder]) => [`systems/${id}/`, folder]),
    ...Object.entries(roots.modules).map(([id, folder]) => [`modules/${id}/`, folder]),
  ]);
  const http: HttpServer = createServer((request, response) => {
    void answer(request, response).catch((error: unknown) => {
      response.writeHead(500, { "content-type": "text/plain" });
      response.end(error instanceof Error ? error.stack : String(error));
    });
  });

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const path = url.pathname;
    if (path.startsWith("/__standin/") && request.method === "POST") return admin(path, await body(request), response);
    if (path === "/__standin/store") return json(response, world.store.dump());
    if (path === "/__standin/log") return json(response, protocol.log);
    if (path === "/__standin/dice") return json(response, { faces: dice.faces.length, strays: dice.strays });
    if (path === "/__standin/dice/next") return json(response, { face: nextFace(Number(url.searchParams.get("faces"))) });
    if (path === "/game" || path === "/") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" });
      response.end(gamePage(foundry, { system: world.system, modules: world.activeModules }, map));
      return;
    }
    if (world.emptiedModules.includes(path)) {
      response.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-cache" });
      response.end("// Turnwright's live test world: the system's entry, empty, to measure a boot without it.\nexport {};\n");
      return;
    }
    const module = standInModule(foundry, path);
    if (module !== undefined) {
      response.writeHead(200, { "content-type": module.type, "cache-control": "no-cache" });
      response.end(module.body);
      return;
    }
    const file = staticFile(roots, path);
    if (file === undefined) {
      protocol.log.missing.push(path);
      response.writeHead(404, { "content-type": "text/plain" });
      response.end(`404: ${path}`);
      return;
    }
    // As express.static answers under the server's `no-cache` (dist/server/express.mjs): each file with its validators, and a 304 for a copy the browser already holds.
    const stat = statSync(file);
    const etag = `W/"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`;
    const cache = cacheControl(path);
    if (request.headers["if-none-match"] === etag) {
      response.writeHead(304, { etag, "cache-control": cache });
      response.end();
      return;
    }
    response.writeHead(200, { "content-type": contentType(file), "cache-control": cache, etag, "last-modified": stat.mtime.toUTCString() });
    createReadStream(file).pipe(response);
  }

  function admin(path: string, data: unknown, response: ServerResponse): void {
    if (path === "/__standin/world") {
      protocol.resetConnections();
      world.reset(worldSpec(data));
      return json(response, { ok: true });
    }
    if (path === "/__standin/session") {
      const userId = String(Reflect.get(Object(data), "userId"));
      if (world.user(userId) === undefined) throw new Error(`no user ${userId} in the world`);
      const sessionId = randomBytes(12).toString("hex");
      protocol.openSession(sessionId, userId);
      return json(response, { sessionId });
    }
    if (path === "/__standin/dice") {
      const faces: unknown = Reflect.get(Object(data), "faces");
      dice.faces = Array.isArray(faces) ? faces.filter((face): face is number => typeof face === "number") : [];
      dice.strays = 0;
      return json(response, { ok: true });
    }
    if (path === "/__standin/log/clear") {
      protocol.log.missing.length = 0;
      protocol.log.writes.length = 0;
      protocol.log.queries.length = 0;
      return json(response, { ok: true });
    }
    response.writeHead(404, { "content-type": "text/plain" });
    response.end(`no stand-in route ${path}`);
  }

  const io = new Server(http, { path: "/socket.io", transports: ["websocket"], maxHttpBufferSize: 1e8 });
  const protocol = new SocketProtocol(io, world, common, foundry, dataFolders);
  await new Promise<void>((resolve) => http.listen(options.port ?? 0, "127.0.0.1", resolve));
  const address = http.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => void io.close(() => resolve()));
    },
  };
}

function json(response: ServerResponse, data: unknown): void {
  response.writeHead(200, { "content-type": "application/json" });
  response.end(JSON.stringify(data));
}

async function body(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  const text = Buffer.concat(chunks).toString("utf8");
  return text === "" ? {} : JSON.parse(text);
}

function worldSpec(data: unknown): WorldSpec {
  const id: unknown = Reflect.get(Object(data), "id");
  const title: unknown = Reflect.get(Object(data), "title");
  const users: unknown = Reflect.get(Object(data), "users");
  if (typeof id !== "string" || typeof title !== "string" || !Array.isArray(users)) throw new Error("a world needs an id, a title and its users");
  return {
    id,
    title,
    users,
    settings: Object(Reflect.get(Object(data), "settings")),
    documents: Object(Reflect.get(Object(data), "documents")),
    modules: Array.isArray(Reflect.get(Object(data), "modules")) ? Reflect.get(Object(data), "modules") : [],
    emptyBoot: Reflect.get(Object(data), "emptyBoot") === true,
  };
}

/**
 * The server's `no-cache` for the system's and modules' files, which the suites build and serve
 * as a user's server does; Foundry's own files, which no run changes, held by each browser for
 * the run. The one departure from the server's headers is for the run's time: the client loads
 * some 250 of them a window, module by module, and revalidating them was a fifth of the work
 * of opening a table (a GM's window and two players').
 */
function cacheControl(path: string): string {
  return path.startsWith("/systems/") || path.startsWith("/modules/") ? "no-cache" : "max-age=86400, immutable";
}
