import { spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/build/paths";

/** The CLI run from the source as a shell runs it, its standard output going to `stdout`. */
function shell(args: readonly string[], stdout: number | "pipe" = "pipe") {
  const run = spawnSync(process.execPath, ["--import", "tsx", join(REPO_ROOT, "src/cli/turnwright.ts"), ...args], { cwd: REPO_ROOT, stdio: ["ignore", stdout, "pipe"], encoding: "utf8" });
  return { status: run.status, err: run.stderr };
}

describe("the machine the CLI runs on", () => {
  it.skipIf(!existsSync("/dev/full"))("a full disk under standard output is said in one line with status 1, never as a trace", () => {
    const full = openSync("/dev/full", "w");
    try {
      for (const args of [["sim", "examples/d100-fate/duel.json"], ["schema", "d6-pool"]]) {
        const run = shell(args, full);
        expect(run.status).toBe(1);
        expect(run.err).toBe("turnwright: cannot write to standard output: the disk is full\n");
      }
    } finally {
      closeSync(full);
    }
  });
});
