import { defineConfig } from "vitest/config";

/**
 * The live world: Foundry v13's own client, served by the stand-in server, driven in Debian's
 * chromium (`npm run test:live`). One file at a time, each a suite over the five rule sets; the
 * verbose reporter prints every test's time, so each suite's shows.
 */
export default defineConfig({
  test: {
    include: ["test/live/suites/**/*.live.test.ts"],
    environment: "node",
    globalSetup: ["test/live/globalSetup.ts"],
    setupFiles: ["test/live/closeBrowsers.ts"],
    fileParallelism: false,
    reporters: ["verbose"],
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
