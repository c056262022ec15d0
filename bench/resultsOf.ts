/**
 * Everything a fight decides, as one tree of the code answers it: run by `sameResults.ts` once
 * for each of the two trees it compares, each in a process of its own so that nothing of one is
 * loaded into the other.
 *
 *   tsx bench/resultsOf.ts <tree root> <example file>...
 *
 * Prints one JSON line per case: the command line, its exit status, and its stdout and stderr as
 * the CLI wrote them. The cases: `sim` of every example for seeds 1 to 25 (the log as text, and
 * as `--json` under each targeting), and `odds --json` of every example under each targeting.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const SIM_SEEDS = 25;
const TARGETINGS = ["random", "focus", "nearest", "first"] as const;
const ODDS_TRIALS = 2_000;
const ODDS_SEED = 3;

interface CaseResult {
  readonly argv: readonly string[];
  readonly status: number;
  readonly out: readonly string[];
  readonly err: readonly string[];
}

type RunCli = (
  argv: readonly string[],
  output: { out(line: string): void; err(line: string): void; readonly interactive: boolean },
  progress: (text: string) => void,
) => Promise<number>;

/** Every command line the comparison runs, for the given example files. */
function caseLines(examples: readonly string[]): string[][] {
  const lines: string[][] = [];
  for (const file of examples) {
    for (let seed = 1; seed <= SIM_SEEDS; seed++) {
      lines.push(["sim", file, "--seed", String(seed)]);
      for (const targeting of TARGETINGS) lines.push(["sim", file, "--seed", String(seed), "--json", "--targeting", targeting]);
    }
    for (const targeting of TARGETINGS) {
      lines.push(["odds", file, "--trials", String(ODDS_TRIALS), "--seed", String(ODDS_SEED), "--jobs", "1", "--json", "--targeting", targeting]);
    }
  }
  return lines;
}

async function main(root: string, examples: readonly string[]): Promise<void> {
  const { runCli } = (await import(pathToFileURL(join(root, "src/cli/main.ts")).href)) as { runCli: RunCli };
  for (const argv of caseLines(examples)) {
    const out: string[] = [];
    const err: string[] = [];
    const status = await runCli(argv, { out: (line) => out.push(line), err: (line) => err.push(line), interactive: false }, () => undefined);
    const result: CaseResult = { argv, status, out, err };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  }
}

const [root, ...examples] = process.argv.slice(2);
if (root === undefined) throw new Error("usage: tsx bench/resultsOf.ts <tree root> <example file>...");
main(root, examples).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
