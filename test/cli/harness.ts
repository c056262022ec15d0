import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCli } from "../../src/cli/main";

export interface CliRun {
  readonly status: number;
  readonly out: string[];
  readonly err: string[];
}

export async function cli(...argv: string[]): Promise<CliRun> {
  return cliWithInput("", ...argv);
}

/** The same, with `input` on standard input (a scenario file named "-"). */
export async function cliWithInput(input: string, ...argv: string[]): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runCli(
    argv,
    { out: (l) => out.push(l), err: (l) => err.push(l), interactive: false, input: () => Buffer.from(input, "utf8") },
    () => undefined,
  );
  return { status, out, err };
}

const folder = mkdtempSync(join(tmpdir(), "turnwright-cli-"));
let count = 0;

/** Writes a scenario (an object, or raw text) to a temp file and answers its path. */
export function scenarioFile(content: unknown): string {
  count += 1;
  const path = join(folder, `scenario-${count}.json`);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
}
