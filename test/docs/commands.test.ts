import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/build/paths";
import { cli, scenarioFile } from "../cli/harness";
import { mismatch, shownCommands, wordsOf, type ShownCommand } from "./consoleBlocks";
import { docFiles } from "./docFiles";

/**
 * Every command the README and docs/ show in a ```console block is run here, through the same
 * entry the built `npx turnwright` runs, and its exit status and shown output are held to what
 * the page says. A page cannot show a command or a line that this version does not print.
 */

const shown: ShownCommand[] = docFiles().flatMap((file) => shownCommands(file.path, file.text));

describe("the commands the docs show", () => {
  it("are there, in the README and in docs/", () => {
    expect(shown.some((command) => command.file === "README.md")).toBe(true);
    expect(shown.some((command) => command.file.startsWith("docs/"))).toBe(true);
  });

  it.each(shown.map((command) => [`${command.file}:${command.line} ${command.command}`, command] as const))(
    "%s",
    async (_name, command) => {
      // Paths in a shown command are from the project root, where the reader runs it.
      if (process.cwd() !== REPO_ROOT.replace(/[\\/]$/, "")) process.chdir(REPO_ROOT);
      const [npx, program, ...argv] = wordsOf(command.command);
      expect(`${npx} ${program}`, "a console block shows npx turnwright commands only; show others in an sh block").toBe("npx turnwright");
      const run = await cli(...argv);
      const printed = [...run.out, ...run.err];
      expect(run.status, `exit status; printed:\n${printed.join("\n")}`).toBe(command.exit);
      if (command.output.length > 0) expect(mismatch(command.output, printed)).toBeUndefined();
    },
    120_000,
  );
});

describe("the scenarios the docs show", () => {
  const scenarios = docFiles().flatMap((file) =>
    [...file.text.matchAll(/```json\n(\{\s*"ruleset"[\s\S]*?)```/g)].map((match) => [file.path, match[1] ?? ""] as const),
  );

  it.each(scenarios)("%s: a scenario shown whole loads", async (_file, text) => {
    expect(await cli("check", scenarioFile(text))).toMatchObject({ status: 0, err: [] });
  });
});
