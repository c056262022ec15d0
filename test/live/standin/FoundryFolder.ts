import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** How the page loads Foundry's client: an installation's prebuilt `foundry.mjs`, or the sources' modules one by one. */
export type ClientShape = "prebuilt" | "sources";

/** The release as Foundry's package.json states it, which the server vends to every client as `release`. */
export interface FoundryRelease {
  readonly generation: number;
  readonly build: number;
  readonly [key: string]: unknown;
}

export interface LiveFoundry {
  readonly path: string;
  readonly shape: ClientShape;
  readonly release: FoundryRelease;
}

/** The folders a live world needs, as an installation's `resources/app` holds them. */
const NEEDED = ["client", "common", "templates", "public"] as const;

/**
 * The Foundry that `npm run test:live` serves, from `FOUNDRY_PATH` (an installation's
 * `resources/app`, or the extracted public v13 package), or why there is none. Foundry's code is
 * read and served from there as it ships; nothing of it is copied, built or rewritten.
 */
export function liveFoundry(
  env: Readonly<Record<string, string | undefined>>,
): { readonly ok: true; readonly foundry: LiveFoundry } | { readonly ok: false; readonly reason: string } {
  const path = env["FOUNDRY_PATH"];
  if (path === undefined || path.trim() === "") return { ok: false, reason: "FOUNDRY_PATH is not set" };
  const missing = NEEDED.filter((folder) => !existsSync(join(path, folder)));
  if (missing.length > 0) return { ok: false, reason: `FOUNDRY_PATH names ${path}, which lacks Foundry's ${missing.map((folder) => `${folder}/`).join(", ")}` };
  if (!existsSync(join(path, "common", "server.mjs"))) return { ok: false, reason: `FOUNDRY_PATH names ${path}, whose common/ has no server.mjs` };
  const prebuilt = existsSync(join(path, "public", "scripts", "foundry.mjs"));
  if (!prebuilt && !existsSync(join(path, "client", "client.mjs")))
    return { ok: false, reason: `FOUNDRY_PATH names ${path}, which has neither public/scripts/foundry.mjs nor client/client.mjs` };
  const release = releaseOf(path);
  if (release === undefined) return { ok: false, reason: `FOUNDRY_PATH names ${path}, whose package.json states no release (generation and build)` };
  if (release.generation !== 13)
    return { ok: false, reason: `FOUNDRY_PATH holds Foundry ${release.generation}.${release.build}; the live world stands in for v13's server` };
  return { ok: true, foundry: { path, shape: prebuilt ? "prebuilt" : "sources", release } };
}

function releaseOf(path: string): FoundryRelease | undefined {
  const file = join(path, "package.json");
  if (!existsSync(file)) return undefined;
  const release: unknown = Reflect.get(Object(JSON.parse(readFileSync(file, "utf8"))), "release");
  if (typeof release !== "object" || release === null) return undefined;
  const generation: unknown = Reflect.get(release, "generation");
  const build: unknown = Reflect.get(release, "build");
  if (typeof generation !== "number" || typeof build !== "number") return undefined;
  return { ...release, generation, build };
}
