import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseArguments, UsageError } from "../../src/cli/arguments";
import { commandHelp, COMMANDS } from "../../src/cli/commandHelp";
import { RULESET_IDS } from "../../src/rulesets/registry";
import { cli } from "./harness";

const packageVersion = (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }).version;

describe("turnwright --version", () => {
  it.each([["--version"], ["-v"], ["version"]])("%s prints the package's version and exits 0", async (flag) => {
    expect(await cli(flag)).toEqual({ status: 0, out: [`turnwright ${packageVersion}`], err: [] });
  });
});

describe("turnwright <command> --help and turnwright help <command>", () => {
  it.each(COMMANDS)("%s: the usage, its options, the rule-set ids and the exit codes, the same both ways", async (command) => {
    const asked = await cli(command, "--help");
    expect(asked.status).toBe(0);
    expect(asked.err).toEqual([]);
    const text = asked.out.join("\n");
    expect(text).toMatch(new RegExp(`^Usage: turnwright ${command}\\b`));
    for (const id of RULESET_IDS) expect(text).toContain(id);
    expect(text).toMatch(/Exit status:[\s\S]*\b0\b[\s\S]*\b2\b/);
    expect(await cli("help", command)).toEqual(asked);
    expect(await cli(command, "-h")).toEqual(asked);
    // Not the general help: that one lists every command.
    expect(text).not.toEqual((await cli("--help")).out.join("\n"));
  });

  it("lists in each command's help every flag the parser takes for it", () => {
    const source = readFileSync(new URL("../../src/cli/arguments.ts", import.meta.url), "utf8");
    const flags = [...new Set([...source.matchAll(/"(--[a-z][a-z-]*)"/g)].map((match) => match[1] ?? ""))].filter(
      (flag) => flag !== "--help" && flag !== "--version",
    );
    expect(flags).toContain("--seed");
    for (const command of COMMANDS) {
      const help = commandHelp(command);
      for (const flag of flags) {
        if (takes(command, flag)) expect(help, `${command} ${flag}`).toContain(flag);
        else expect(help, `${command} ${flag}`).not.toContain(flag);
      }
    }
  });

  it("refuses help on a command there is none of, naming the commands", async () => {
    expect(await cli("help", "fight")).toMatchObject({
      status: 2,
      err: [expect.stringMatching(/Unknown command "fight": use sim, odds, check, schema, help or version/)],
    });
  });

  it("the general help names the per-command help and the version flag", async () => {
    const text = (await cli("--help")).out.join("\n");
    expect(text).toContain("turnwright help [<command>]");
    expect(text).toContain("--version");
  });
});

/** Whether the parser takes `flag` (with a value where it needs one) for `command`. */
function takes(command: string, flag: string): boolean {
  try {
    parseArguments([command, "x", flag, "1"]);
    return true;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    if (error.message.startsWith("Unknown option")) return false;
    try {
      parseArguments([command, "x", flag]);
      return true;
    } catch (again) {
      if (again instanceof UsageError && again.message.startsWith("Unknown option")) return false;
      return true;
    }
  }
}
