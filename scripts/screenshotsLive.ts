import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { startVitest } from "vitest/node";
import { liveFoundry } from "../test/live/standin/FoundryFolder";
import { copyDocPictures } from "./build/screenshots";
import { REPO_ROOT } from "./build/paths";

// The docs' pictures come from the live world: without Foundry's code there is nothing to shoot them in.
const found = liveFoundry(process.env);
if (!found.ok) {
  console.error(`screenshots:live cannot take the docs' pictures: ${found.reason}. Set FOUNDRY_PATH as for npm run test:live (docs/testing.md).`);
  process.exit(1);
}
const build = spawnSync("npm", ["run", "build", "--silent"], { cwd: REPO_ROOT, stdio: ["ignore", "ignore", "inherit"] });
if (build.status !== 0) process.exit(build.status ?? 1);
const vitest = await startVitest("test", [], { run: true, config: "test/live/pictures.config.ts" });
await vitest.close();
if (vitest.state.getCountOfFailedTests() > 0 || process.exitCode === 1) {
  console.error("The live world could not take every picture: none was copied.");
  process.exitCode = 1;
} else {
  try {
    const copied = await copyDocPictures(join(REPO_ROOT, "test-results/live-pictures"), join(REPO_ROOT, "docs/screenshots"));
    console.log(`Copied ${copied.length} pictures into docs/screenshots/: ${copied.join(", ")}.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
