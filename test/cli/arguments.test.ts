import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/build/paths";
import { parseArguments } from "../../src/cli/arguments";
import { cli, cliWithInput, scenarioFile } from "./harness";

const duel = join(REPO_ROOT, "examples", "d100-fate", "duel.json");

/** The CLI as a shell runs it, from the source, with `input` on its standard input. */
function shell(args: readonly string[], input: string): { readonly status: number | null; readonly out: string; readonly err: string } {
  const run = spawnSync(process.execPath, ["--import", "tsx", join(REPO_ROOT, "src/cli/turnwright.ts"), ...args], { cwd: REPO_ROOT, input, encoding: "utf8" });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

describe("the command line as a stranger types it", () => {
  it('reads the scenario from standard input when its file is "-", and names it so', async () => {
    const text = readFileSync(duel, "utf8");
    expect(await cliWithInput(text, "sim", "-")).toEqual(await cli("sim", duel));
    expect((await cliWithInput(text, "check", "-")).out[0]).toMatch(/^standard input: a d100-fate scenario that loads/);
    expect((await cliWithInput("{", "check", "-")).err[0]).toMatch(/^turnwright: standard input: not valid JSON/);
  });

  it("reads a process's own standard input, as a shell pipes it", () => {
    const piped = shell(["sim", "-"], readFileSync(duel, "utf8"));
    expect(piped.err).toBe("");
    expect(piped.status).toBe(0);
    expect(piped.out).toContain("combat begins (d100-fate)");
  }, 120_000);

  it("takes a flag's value after an = as after a space", async () => {
    expect(parseArguments(["odds", "x.json", "--trials=50", "--seed=3", "--jobs=1", "--targeting=focus"])).toEqual(
      parseArguments(["odds", "x.json", "--trials", "50", "--seed", "3", "--jobs", "1", "--targeting", "focus"]),
    );
    expect((await cli("odds", duel, "--trials=5", "--json")).out[0]).toContain('"trials":5');
    expect(await cli("odds", duel, "--trials=")).toMatchObject({
      status: 2,
      err: ['turnwright: --trials: got "", expected a whole number from 1 to 10000000'],
    });
  });

  it("takes flags before the command as after it", async () => {
    expect(parseArguments(["--seed", "3", "sim", "x.json"])).toEqual(parseArguments(["sim", "x.json", "--seed", "3"]));
    expect(await cli("--seed", "3", "sim", duel)).toEqual(await cli("sim", duel, "--seed", "3"));
    expect(await cli("--trials", "5", "sim", duel)).toMatchObject({
      status: 2,
      err: ['turnwright: Unknown option --trials for "sim" (see turnwright help sim)'],
    });
  });

  it("refuses a flag given twice, naming both values, rather than taking the last", async () => {
    expect(await cli("sim", duel, "--seed", "3", "--seed", "4")).toMatchObject({
      status: 2,
      err: ['turnwright: --seed is given twice ("3" and "4"): give it once'],
    });
    expect(await cli("sim", duel, "--json", "--json")).toMatchObject({ status: 2, err: ["turnwright: --json is given twice: give it once"] });
  });

  it("has help on help and on version, and the list names every command", async () => {
    const help = await cli("help", "help");
    expect(help.status).toBe(0);
    expect(help.out[0]).toBe("Usage: turnwright help [<command>]");
    expect((await cli("help", "version")).out[0]).toBe("Usage: turnwright version");
    expect((await cli("version", "--help")).out[0]).toBe("Usage: turnwright version");
    expect(await cli("help", "fight")).toMatchObject({
      status: 2,
      err: ['turnwright: Unknown command "fight": use sim, odds, check, schema, help or version (see turnwright --help)'],
    });
    const general = (await cli("--help")).out.join("\n");
    for (const command of ["sim", "odds", "check", "schema", "help", "version"]) expect(general).toContain(`turnwright ${command}`);
  });

  it("says that no command was given, with status 2, rather than exiting 0", async () => {
    expect(await cli()).toEqual({ status: 2, out: [], err: ["turnwright: no command: use sim, odds, check, schema, help, version (see turnwright --help)"] });
    expect(await cli("--seed", "3")).toMatchObject({
      status: 2,
      err: ["turnwright: no command among --seed 3: use sim, odds, check, schema, help, version (see turnwright --help)"],
    });
    expect(await cli(scenarioFile({}))).toMatchObject({ status: 2, err: [expect.stringContaining("Unknown command")] });
  });
});
