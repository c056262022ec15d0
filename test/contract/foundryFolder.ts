import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The folder the contract tests read Foundry's code from: `FOUNDRY_PATH`, naming a Foundry
 * installation's `resources/app` or any folder that holds Foundry's `common/` and `client/`.
 * Or why there is none.
 */
export function foundryFolder(
  env: Readonly<Record<string, string | undefined>>,
): { readonly ok: true; readonly path: string; readonly release: string } | { readonly ok: false; readonly reason: string } {
  const path = env["FOUNDRY_PATH"];
  if (path === undefined || path.trim() === "") return { ok: false, reason: "FOUNDRY_PATH is not set" };
  if (!existsSync(join(path, "common", "server.mjs")))
    return { ok: false, reason: `FOUNDRY_PATH names ${path}, which holds no Foundry common/ folder (no common/server.mjs)` };
  return { ok: true, path, release: releaseOf(path) };
}

/** The release as `game.release.version` gives it ("13.350"), from the folder's package.json (an installation's `resources/app` has one). */
function releaseOf(path: string): string {
  const file = join(path, "package.json");
  const data: unknown = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
  const release: unknown = Reflect.get(Object(data), "release");
  const generation: unknown = Reflect.get(Object(release), "generation");
  const build: unknown = Reflect.get(Object(release), "build");
  return typeof generation === "number" && typeof build === "number" ? `${generation}.${build}` : "of an unknown release";
}
