import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/contract/**/*.test.ts"],
    environment: "node",
    setupFiles: ["test/contract/foundryCommon.ts"],
    testTimeout: 60_000,
  },
});
