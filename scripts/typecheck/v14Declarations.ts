import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The folder `npm run typecheck:v14` reads Foundry v14's declarations from: FVTT_TYPES_V14,
 * naming a checkout of foundry-vtt-types' v14 branch with its own dependencies installed
 * (docs/testing.md says how to get one). Or why there is none, or why the one named will not do.
 */
export type V14Declarations =
  | { readonly state: "ready"; readonly path: string; readonly version: string }
  | { readonly state: "unset"; readonly reason: string }
  | { readonly state: "unusable"; readonly reason: string };

export function v14Declarations(env: Readonly<Record<string, string | undefined>>): V14Declarations {
  const path = env["FVTT_TYPES_V14"];
  if (path === undefined || path.trim() === "") return { state: "unset", reason: "FVTT_TYPES_V14 is not set" };
  const manifest = join(path, "package.json");
  if (!existsSync(manifest)) return { state: "unusable", reason: `FVTT_TYPES_V14 names ${path}, which has no package.json` };
  const data: unknown = JSON.parse(readFileSync(manifest, "utf8"));
  const version: unknown = Reflect.get(Object(data), "version");
  if (typeof version !== "string" || !version.startsWith("14.")) {
    return { state: "unusable", reason: `FVTT_TYPES_V14 names ${path}, whose package.json says version ${String(version)}, not 14.x: not v14's declarations` };
  }
  if (!existsSync(join(path, "src", "index.d.mts"))) return { state: "unusable", reason: `FVTT_TYPES_V14 names ${path}, which has no src/index.d.mts` };
  if (!existsSync(join(path, "node_modules", "pixi.js"))) {
    return {
      state: "unusable",
      reason: `the declarations in ${path} have no dependencies installed (no node_modules/pixi.js): run npm install there (docs/testing.md)`,
    };
  }
  return { state: "ready", path, version };
}

/**
 * The tsconfig that checks src/ against those declarations: the project's tsconfig.v14.json with
 * `fvtt-types` and the two subpaths Turnwright imports sent to the folder, and its entry file
 * loaded so the globals (`game`, `CONFIG`, `foundry`) exist. The declarations' own imports resolve
 * inside their folder, against their own dependencies.
 */
export function v14Tsconfig(projectConfig: string, declarations: string, buildInfo: string): object {
  const entry = join(declarations, "src", "index.d.mts");
  return {
    extends: projectConfig,
    compilerOptions: {
      paths: {
        "fvtt-types": [entry],
        "fvtt-types/configuration": [join(declarations, "src", "configuration", "index.d.mts")],
        "fvtt-types/utils": [join(declarations, "src", "utils", "index.d.mts")],
      },
      incremental: true,
      tsBuildInfoFile: buildInfo,
    },
    files: [entry],
  };
}
