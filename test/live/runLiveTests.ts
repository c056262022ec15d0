import { spawnSync } from "node:child_process";
import { relative } from "node:path";
import { startVitest } from "vitest/node";
import { liveFoundry } from "./standin/FoundryFolder";

/** What a run of the live world does: the suites (`npm run test:live`), the measurements (`measure:live`), the docs' pictures (`screenshots:live`). */
const CONFIGS = { suites: "test/live/vitest.config.ts", measures: "test/live/measures.config.ts", pictures: "test/live/pictures.config.ts" } as const;

/**
 * The live world run: Turnwright played in Foundry v13's own client, served from FOUNDRY_PATH by
 * the stand-in server. Without Foundry's code it does not run, and says so in as many words: a
 * skip, never a pass (answers false). It builds the system first (the world loads
 * `dist/turnwright` as Foundry would), then runs vitest over the run's files; `args` are file
 * filters, and `-t <pattern>` a test name pattern. Answers whether every test passed.
 */
export async function runLive(run: keyof typeof CONFIGS, args: readonly string[], command: string): Promise<boolean> {
  const found = liveFoundry(process.env);
  if (!found.ok) {
    console.log(`${command} did not run: ${found.reason}.`);
    console.log(
      "Set FOUNDRY_PATH to a Foundry v13 installation's resources/app (or a folder holding Foundry's client/, common/, templates/ and public/) to run it.",
    );
    return false;
  }
  const { foundry } = found;
  console.log(
    `${command}: Foundry ${foundry.release.generation}.${foundry.release.build}'s client from ${foundry.path}, ${foundry.shape === "prebuilt" ? "its build public/scripts/foundry.mjs" : "its client/ and common/ modules as they ship"}`,
  );
  if (process.env["TURNWRIGHT_LIVE_BUILT"] !== "1") {
    const build = spawnSync("npm", ["run", "build", "--silent"], { stdio: ["ignore", "ignore", "inherit"] });
    if (build.status !== 0) return false;
  }
  const named = args.indexOf("-t");
  const pattern = named >= 0 ? args[named + 1] : undefined;
  const filters = named >= 0 ? args.filter((_, index) => index !== named && index !== named + 1) : [...args];
  const started = Date.now();
  const vitest = await startVitest("test", filters, { run: true, config: CONFIGS[run], ...(pattern === undefined ? {} : { testNamePattern: pattern }) });
  await vitest.close();
  // Each suite's time, set up and taken down included, so that the run's whole time can be read per suite.
  for (const file of vitest.state.getFiles())
    console.log(
      `${command}: ${relative(process.cwd(), file.filepath)} took ${((file.result?.duration ?? 0) / 1000).toFixed(0)} s (${file.result?.state ?? "not run"})`,
    );
  console.log(`${command} took ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
  return vitest.state.getCountOfFailedTests() === 0 && process.exitCode !== 1;
}

// Run as a command: `tsx test/live/runLiveTests.ts [--measures] [filters] [-t pattern]`.
if (import.meta.url === `file://${process.argv[1] ?? ""}`) {
  const args = process.argv.slice(2);
  const measures = args.includes("--measures");
  const passed = await runLive(
    measures ? "measures" : "suites",
    args.filter((arg) => arg !== "--measures"),
    measures ? "measure:live" : "test:live",
  );
  // Without Foundry's code the run is a skip and exits 0; with it, a failing test fails the command.
  if (!passed && liveFoundry(process.env).ok) process.exitCode = 1;
}
