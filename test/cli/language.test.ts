import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/build/paths";

const run = promisify(execFile);

/** The CLI as a person runs it, in a shell whose locale is `locale`: stdout and stderr. */
async function cliIn(locale: string, args: readonly string[]): Promise<string> {
  const env = { ...process.env, LC_ALL: locale, LANG: locale, LANGUAGE: locale.slice(0, 2) };
  const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", join(REPO_ROOT, "src/cli/turnwright.ts"), ...args], { cwd: REPO_ROOT, env });
  return `${stdout}\n--- stderr\n${stderr}`;
}

/**
 * The CLI's output is a log that tools read as well as GMs: it is English, and written the same
 * whatever the language of the machine it runs on (no number, list or date in a local format).
 * Node takes its default locale from LC_ALL, so a locale-dependent format would show here.
 */
describe("the CLI in a German or French shell", () => {
  it.each([
    ["sim", ["sim", "examples/phases-3d6/duel.json", "--seed", "3"]],
    ["odds", ["odds", "examples/d100-fate/duel.json", "--trials", "1000", "--seed", "1"]],
  ])("writes %s exactly as in an English one", async (_, args) => {
    const english = await cliIn("C.UTF-8", args);
    expect(english).toMatch(/combat begins|fights, seed/);
    for (const locale of ["de_DE.UTF-8", "fr_FR.UTF-8"]) expect(await cliIn(locale, args), locale).toBe(english);
  }, 60_000);
});
