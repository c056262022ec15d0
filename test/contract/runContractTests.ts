import { startVitest } from "vitest/node";
import { foundryFolder } from "./foundryFolder";

/**
 * `npm run test:foundry`: the contract tests, which hold Turnwright to Foundry's own code read
 * from FOUNDRY_PATH. Without that code they do not run, and say so in as many words: a skip, never
 * a pass. Arguments are passed on to vitest as filters.
 */
const folder = foundryFolder(process.env);
if (!folder.ok) {
  console.log(`test:foundry did not run: ${folder.reason}.`);
  console.log("Set FOUNDRY_PATH to a Foundry installation's resources/app (or a folder holding Foundry's common/ and client/) to run it.");
} else {
  console.log(`test:foundry: Foundry ${folder.release}'s code from ${folder.path}`);
  await startVitest("test", process.argv.slice(2), { run: true, config: "test/contract/vitest.config.ts" });
}
