import { defineConfig } from "vitest/config";

/**
 * The browser tests: the gallery built with Vite, served on 127.0.0.1, driven in Debian's
 * chromium through playwright-core. Kept apart from `npm test` so unit tests never need a
 * browser; files run one at a time because each drives a whole browser.
 */
export default defineConfig({
  test: {
    include: ["test/browser/**/*.test.ts"],
    environment: "node",
    globalSetup: ["test/browser/globalSetup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
