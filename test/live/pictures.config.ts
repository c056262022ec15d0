import { defineConfig } from "vitest/config";

/** The docs' pictures, shot in the live world (`npm run screenshots:live`); the same stand-in server as the suites. */
export default defineConfig({
  test: {
    include: ["test/live/pictures/**/*.live.test.ts"],
    environment: "node",
    setupFiles: ["test/live/afterFile.ts"],
    fileParallelism: false,
    reporters: ["verbose"],
    testTimeout: 300_000,
    hookTimeout: 240_000,
  },
});
