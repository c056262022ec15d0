import { defineConfig } from "vitest/config";

/** The live world's measurements (`npm run measure:live`): kept out of `npm run test:live`, whose time they would double, and never asserted on time. */
export default defineConfig({
  test: {
    include: ["test/live/measures/**/*.live.test.ts"],
    environment: "node",
    setupFiles: ["test/live/afterFile.ts"],
    fileParallelism: false,
    reporters: ["verbose"],
    testTimeout: 600_000,
    hookTimeout: 240_000,
  },
});
