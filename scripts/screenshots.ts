import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { copyDocPictures } from "./build/screenshots";
import { REPO_ROOT } from "./build/paths";

// The browser tests build the gallery, drive it in Chromium and shoot every panel; the docs'
// pictures are then copied from those shots.
const run = spawnSync("npm", ["run", "test:browser"], { cwd: REPO_ROOT, stdio: "inherit" });
if (run.status !== 0) {
  console.error("The browser tests failed: no picture was copied.");
  process.exitCode = 1;
} else {
  try {
    const copied = await copyDocPictures(join(REPO_ROOT, "test-results/gallery"), join(REPO_ROOT, "docs/screenshots"));
    console.log(`Copied ${copied.length} pictures into docs/screenshots/: ${copied.join(", ")}.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
