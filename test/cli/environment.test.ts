import { spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/build/paths";
import { cli, scenarioFile } from "./harness";

/** The CLI run from the source as a shell runs it, its standard output going to `stdout`. */
function shell(args: readonly string[], stdout: number | "pipe" = "pipe") {
  const run = spawnSync(process.execPath, ["--import", "tsx", join(REPO_ROOT, "src/cli/turnwright.ts"), ...args], {
    cwd: REPO_ROOT,
    stdio: ["ignore", stdout, "pipe"],
    encoding: "utf8",
  });
  return { status: run.status, err: run.stderr };
}

describe("the machine the CLI runs on", () => {
  it.skipIf(!existsSync("/dev/full"))(
    "a full disk under standard output is said in one line with status 1, never as a trace",
    () => {
      const full = openSync("/dev/full", "w");
      try {
        // A process of its own, started from the source: a minute or two on a loaded machine, hence the limit.
        for (const args of [
          ["sim", "examples/d100-fate/duel.json"],
          ["schema", "d6-pool"],
        ]) {
          const run = shell(args, full);
          expect(run.status).toBe(1);
          expect(run.err).toBe("turnwright: cannot write to standard output: the disk is full\n");
        }
      } finally {
        closeSync(full);
      }
    },
    120_000,
  );

  it("a file saved as UTF-16, or in another encoding than UTF-8, is refused as such, never read as mojibake", async () => {
    const text = readFileSync(join(REPO_ROOT, "examples/d100-fate/duel.json"), "utf8");
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
    const be = Buffer.from(text, "utf16le").swap16();
    for (const bytes of [le, be, Buffer.from(text, "utf16le")]) {
      const file = scenarioFile("");
      writeFileSync(file, bytes);
      expect(await cli("check", file)).toEqual({ status: 2, out: [], err: [`turnwright: ${file}: not UTF-8 text: it looks like UTF-16; save it as UTF-8`] });
    }
    const latin = scenarioFile("");
    writeFileSync(latin, Buffer.from(text.replace("Sergeant Varro", "Sergé"), "latin1"));
    const at = Buffer.from(text.slice(0, text.indexOf("Sergeant Varro")), "latin1").length + 4;
    expect(await cli("sim", latin)).toEqual({
      status: 2,
      out: [],
      err: [`turnwright: ${latin}: not UTF-8 text: byte ${at} (0xE9) is no part of a UTF-8 character; save it as UTF-8`],
    });
    // A byte-order mark on UTF-8 is no part of the JSON, as before.
    const marked = scenarioFile(`\uFEFF${text}`);
    expect((await cli("check", marked)).status).toBe(0);
  });
});
