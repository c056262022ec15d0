import { defineConfig } from "vitest/config";

/**
 * The contract tests: Turnwright's data models and writes run through Foundry's own code from
 * FOUNDRY_PATH (`npm run test:foundry`, which says so and skips when it is not set). Kept apart
 * from `npm test`, which runs on machines without Foundry.
 */
export default defineConfig({
  test: {
    include: ["test/contract/**/*.test.ts"],
    environment: "node",
    // Each test says which of Foundry's files and methods it holds Turnwright to: list them all.
    reporters: ["verbose"],
    testTimeout: 60_000,
  },
});
