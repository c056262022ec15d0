import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { REPO_ROOT } from "./build/paths";
import { v14Declarations, v14Tsconfig } from "./typecheck/v14Declarations";

/**
 * `npm run typecheck:v14`: src/ type-checked against Foundry v14's declarations, found where
 * FVTT_TYPES_V14 points (never copied into the project). Without the variable it says it did not
 * run, and why: a skip, never a pass. A variable naming something else fails.
 */
const declarations = v14Declarations(process.env);
if (declarations.state === "unset") {
  console.log(`typecheck:v14 did not run: ${declarations.reason}.`);
  console.log("Set FVTT_TYPES_V14 to a folder holding Foundry v14's declarations with their dependencies installed (docs/testing.md) to run it.");
} else if (declarations.state === "unusable") {
  console.error(`typecheck:v14 cannot run: ${declarations.reason}.`);
  process.exitCode = 1;
} else {
  // The generated config lives in the project's ignored .cache/, so tsc reports paths as the v13 check does.
  const cache = join(REPO_ROOT, ".cache", "typecheck-v14");
  mkdirSync(cache, { recursive: true });
  const config = join(cache, "tsconfig.json");
  writeFileSync(config, JSON.stringify(v14Tsconfig(join(REPO_ROOT, "tsconfig.v14.json"), declarations.path, join(cache, "tsbuildinfo")), null, 2));
  console.log(`typecheck:v14: src/ against foundry-vtt-types ${declarations.version} from FVTT_TYPES_V14`);
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  const run = spawnSync(process.execPath, [tsc, "-p", config, "--pretty", "false"], { cwd: REPO_ROOT, stdio: "inherit" });
  process.exitCode = run.status ?? 1;
}
