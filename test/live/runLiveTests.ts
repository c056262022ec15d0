import { spawnSync } from "node:child_process";
import { startVitest } from "vitest/node";
import { liveFoundry } from "./standin/FoundryFolder";

/**
 * `npm run test:live`: Turnwright played in Foundry v13's own client, served from FOUNDRY_PATH by
 * the stand-in server. Without Foundry's code it does not run, and says so in as many words: a
 * skip, never a pass. It builds the system first (the world loads `dist/turnwright` as Foundry
 * would), then runs the live suites; arguments are passed on to vitest as file filters, and
 * `-t <pattern>` as its test name pattern.
 */
const found = liveFoundry(process.env);
if (!found.ok) {
  console.log(`test:live did not run: ${found.reason}.`);
  console.log("Set FOUNDRY_PATH to a Foundry v13 installation's resources/app (or a folder holding Foundry's client/, common/, templates/ and public/) to run it.");
} else {
  const { foundry } = found;
  console.log(`test:live: Foundry ${foundry.release.generation}.${foundry.release.build}'s client from ${foundry.path}, ${foundry.shape === "prebuilt" ? "its build public/scripts/foundry.mjs" : "its client/ and common/ modules as they ship"}`);
  if (process.env["TURNWRIGHT_LIVE_BUILT"] !== "1") {
    const build = spawnSync("npm", ["run", "build", "--silent"], { stdio: ["ignore", "ignore", "inherit"] });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const started = Date.now();
  // `-t <pattern>` keeps the tests whose names match, as vitest's own command line does; the rest are file filters.
  const args = process.argv.slice(2);
  const named = args.indexOf("-t");
  const pattern = named >= 0 ? args[named + 1] : undefined;
  const filters = named >= 0 ? args.filter((_, index) => index !== named && index !== named + 1) : args;
  const vitest = await startVitest("test", filters, { run: true, config: "test/live/vitest.config.ts", ...(pattern === undefined ? {} : { testNamePattern: pattern }) });
  await vitest.close();
  console.log(`test:live took ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
}
