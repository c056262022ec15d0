import { existsSync, statSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";
import type { LiveFoundry } from "./FoundryFolder";
import { NPM_ROUTE } from "./ImportMap";

/**
 * The folders the page's `/scripts/` falls back to, in the server's order: the npm packages whose
 * browser builds core's page loads by `<script>` tag (dist/server/express.mjs: `express.static`
 * of `public/`, then `/common`, then the user data, then each of these under `/scripts`).
 */
const SCRIPT_PACKAGES = [
  "handlebars/dist",
  "handlebars-intl/dist",
  "jquery/dist",
  "pixi.js/dist",
  "@pixi/particle-emitter/dist",
  "@pixi/graphics-smooth/dist",
  "@pixi/basis/dist",
  "simple-peer",
  "socket.io-client/dist",
  "tinymce",
  "showdown/dist",
  "spark-md5",
] as const;

const TYPES: Readonly<Record<string, string>> = {
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".html": "text/html",
  ".hbs": "text/plain",
  ".svg": "image/svg+xml",
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".wasm": "application/wasm",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".ogg": "audio/ogg",
  ".mp3": "audio/mpeg",
  ".wav": "audio/wav",
  ".webm": "video/webm",
  ".mp4": "video/mp4",
  ".m4a": "audio/mp4",
  ".pegjs": "text/plain",
  ".txt": "text/plain",
  ".map": "application/json",
};

export function contentType(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? "application/octet-stream";
}

export interface Roots {
  readonly foundry: LiveFoundry;
  /** The user data folder's `systems/<id>`: the built system. */
  readonly systems: Readonly<Record<string, string>>;
  /** Modules of ours the world runs, each a folder (`modules/<id>`). */
  readonly modules: Readonly<Record<string, string>>;
  readonly nodeModules: string;
  /** Files served at an exact path that live elsewhere (`ServedPackage#files`, by their full path: `/modules/<id>/vendor/mocha.js`). */
  readonly files?: Readonly<Record<string, string>>;
}

/**
 * The file a path names, looked up where v13's server looks (public/, /common, the user data's
 * systems and modules, the script packages), and for the sources shape also the client's own
 * modules (`/client`) and the npm packages of the import map (`/__npm`). Undefined when none has it.
 */
export function staticFile(roots: Roots, pathname: string): string | undefined {
  const path = decodeURIComponent(pathname);
  const { foundry } = roots;
  const candidates: (string | undefined)[] = [within(join(foundry.path, "public"), path), roots.files?.[path]];
  if (path.startsWith("/common/")) candidates.push(within(join(foundry.path, "common"), path.slice("/common".length)));
  for (const [kind, folders] of [
    ["systems", roots.systems],
    ["modules", roots.modules],
  ] as const) {
    for (const [id, folder] of Object.entries(folders)) {
      const prefix = `/${kind}/${id}/`;
      if (path.startsWith(prefix)) candidates.push(within(folder, path.slice(prefix.length - 1)));
    }
  }
  if (path.startsWith("/scripts/"))
    for (const folder of SCRIPT_PACKAGES) candidates.push(within(join(roots.nodeModules, folder), path.slice("/scripts".length)));
  if (foundry.shape === "sources") {
    if (path.startsWith("/client/")) candidates.push(within(join(foundry.path, "client"), path.slice("/client".length)));
    if (path.startsWith(NPM_ROUTE)) candidates.push(within(roots.nodeModules, path.slice(NPM_ROUTE.length - 1)));
  }
  return candidates.find((candidate) => candidate !== undefined && existsSync(candidate) && statSync(candidate).isFile());
}

/** `root` joined with `path`, or undefined when the path would climb out of it. */
function within(root: string, path: string): string | undefined {
  const full = normalize(join(root, path));
  return full === root || full.startsWith(root + sep) ? full : undefined;
}
