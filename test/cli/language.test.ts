import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/build/paths";

const run = promisify(execFile);

/** The commands the test runs, each in every locale. */
const COMMANDS: readonly (readonly string[])[] = [
  ["sim", "examples/phases-3d6/duel.json", "--seed", "3"],
  ["odds", "examples/d100-fate/duel.json", "--trials", "1000", "--seed", "1"],
];

/**
 * The CLI's commands as a person runs them, in a shell whose locale is `locale`: what each
 * prints, in one process (a process from the source starts slowly, more so on a loaded machine).
 */
async function cliIn(locale: string): Promise<string> {
  const env = { ...process.env, LC_ALL: locale, LANG: locale, LANGUAGE: locale.slice(0, 2) };
  const main = JSON.stringify(new URL("../../src/cli/main.ts", import.meta.url).href);
  const script = [
    `const { runCli } = await import(${main});`,
    "const lines = [];",
    `for (const args of ${JSON.stringify(COMMANDS)}) {`,
    "  const status = await runCli(args, { out: (line) => lines.push(line), err: (line) => lines.push(`stderr: ${line}`), interactive: false }, () => undefined);",
    "  lines.push(`--- exit ${status}`);",
    "}",
    'process.stdout.write(lines.join("\\n"));',
  ].join("\n");
  const { stdout } = await run(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: REPO_ROOT, env });
  return stdout;
}

/**
 * The CLI's output is a log that tools read as well as GMs: it is English, and written the same
 * whatever the language of the machine it runs on (no number, list or date in a local format).
 * Node takes its default locale from LC_ALL, so a locale-dependent format would show here.
 */
describe("the CLI in a German or French shell", () => {
  it("writes sim and odds exactly as in an English one", async () => {
    const english = await cliIn("C.UTF-8");
    expect(english).toMatch(/combat begins/);
    expect(english).toMatch(/1,000 fights, seed 1|1000 fights, seed 1/);
    for (const locale of ["de_DE.UTF-8", "fr_FR.UTF-8"]) expect(await cliIn(locale), locale).toBe(english);
  }, 120_000);
});
