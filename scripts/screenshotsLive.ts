import { join } from "node:path";
import { runLive } from "../test/live/runLiveTests";
import { copyDocPictures } from "./build/screenshots";
import { REPO_ROOT } from "./build/paths";

// The docs' pictures come from the live world: without Foundry's code there is nothing to shoot them in.
if (!(await runLive("pictures", [], "screenshots:live"))) {
  console.error("The live world did not take every picture: none was copied.");
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
