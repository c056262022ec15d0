import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    exclude: ["test/browser/**", "test/contract/**", "test/live/**", "node_modules/**"],
    environment: "node",
    testTimeout: 30_000,
  },
});
