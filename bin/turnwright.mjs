#!/usr/bin/env node
// What `npx turnwright` runs in a clone: the CLI the build writes (dist/cli/turnwright.mjs), or,
// before the first build, one line saying how to make it, where npx alone would say
// "turnwright: not found".
import { existsSync } from "node:fs";

const built = new URL("../dist/cli/turnwright.mjs", import.meta.url);
if (existsSync(built)) {
  await import(built.href);
} else {
  process.stderr.write("turnwright: the CLI is not built yet: run npm ci && npm run build in the clone first (see docs/build.md)\n");
  process.exitCode = 1;
}
