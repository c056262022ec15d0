import { defineConfig } from "vitest/config";

/**
 * The live world: Foundry v13's own client, served by the stand-in server, driven in Debian's
 * chromium (`npm run test:live`). Each file is a suite over the five rule sets, on a stand-in
 * server and a Chromium of its own; two run side by side, since a suite spends most of its time
 * waiting on the page and the server rather than on a core. The verbose reporter prints every
 * test's time, so each suite's shows.
 */
export default defineConfig({
  test: {
    include: ["test/live/suites/**/*.live.test.ts"],
    environment: "node",
    setupFiles: ["test/live/afterFile.ts"],
    fileParallelism: true,
    maxWorkers: 2,
    reporters: ["verbose"],
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
