import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { liveFoundry } from "./FoundryFolder";
import { startStandIn } from "./StandInServer";
import { servedPackage } from "./StandInWorld";

/**
 * The stand-in server as a process of its own, so that Foundry's common/ code and the globals it
 * sets live apart from the tests: it serves the built system from `dist/turnwright` and the live
 * world's own modules, and prints its address as one JSON line once it listens.
 */
const REPO = fileURLToPath(new URL("../../..", import.meta.url));
const found = liveFoundry(process.env);
if (!found.ok) {
  console.error(`the stand-in server cannot start: ${found.reason}`);
  process.exit(2);
}
const running = await startStandIn({
  foundry: found.foundry,
  system: servedPackage(join(REPO, "dist", "turnwright"), "system.json"),
  modules: [
    // Standing in for Quench (its module is not in the registry): mocha's and chai's browser builds as they ship, served inside it.
    servedPackage(join(REPO, "test", "live", "modules", "turnwright-live-quench"), "module.json", {
      "vendor/mocha.js": join(REPO, "node_modules", "mocha", "mocha.js"),
      "vendor/chai.js": join(REPO, "node_modules", "chai", "index.js"),
    }),
  ],
  nodeModules: join(REPO, "node_modules"),
  port: Number(process.env["STANDIN_PORT"] ?? 0),
});
console.log(JSON.stringify({ url: running.url }));
process.on("SIGTERM", () => void running.close().then(() => process.exit(0)));
