/**
 * Whether a change to the engine kept every result: the working tree against a commit, case by
 * case (`resultsOf.ts` says which cases: every example's `sim` log for seeds 1 to 25, as text and
 * as `--json` under each targeting, and its `odds --json` under each targeting). Both trees read
 * the working tree's example files, so the same input goes to both.
 *
 *   npx tsx bench/sameResults.ts <commit>
 *
 * Exit status 0 when every case is the same byte for byte (its status, stdout and stderr), 1 when
 * one differs, naming the first few and their first differing line.
 */
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { checkOut, REPO_ROOT } from "./checkout";

interface CaseResult {
  readonly argv: readonly string[];
  readonly status: number;
  readonly out: readonly string[];
  readonly err: readonly string[];
}

const SHOWN = 5;

/** Every example scenario of every rule set, in a fixed order. */
function exampleFiles(): string[] {
  const examples = join(REPO_ROOT, "examples");
  return readdirSync(examples, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(join(examples, entry.name))
        .filter((name) => name.endsWith(".json") && name !== "module.json")
        .map((name) => join("examples", entry.name, name)),
    )
    .sort();
}

function resultsOf(root: string, examples: readonly string[]): CaseResult[] {
  const text = execFileSync(join(REPO_ROOT, "node_modules/.bin/tsx"), [join(REPO_ROOT, "bench/resultsOf.ts"), root, ...examples], {
    cwd: REPO_ROOT,
    encoding: "utf8",
    maxBuffer: 1 << 30,
    stdio: ["ignore", "pipe", "inherit"],
  });
  return text
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as CaseResult);
}

/** The first place two cases part, in words. */
function firstDifference(base: CaseResult, now: CaseResult): string {
  if (base.status !== now.status) return `exit status ${base.status} became ${now.status}`;
  for (const stream of ["out", "err"] as const) {
    const [a, b] = [base[stream], now[stream]];
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      if (a[i] !== b[i]) return `std${stream} line ${i + 1}: ${JSON.stringify(a[i] ?? "(none)")} became ${JSON.stringify(b[i] ?? "(none)")}`;
    }
  }
  return "the same";
}

function main(given: string | undefined): number {
  if (given === undefined) throw new Error("usage: npx tsx bench/sameResults.ts <commit>");
  const examples = exampleFiles();
  const base = checkOut(given);
  try {
    const before = resultsOf(base.root, examples);
    const after = resultsOf(REPO_ROOT, examples);
    if (before.length !== after.length) throw new Error(`${before.length} cases at ${given}, ${after.length} in the working tree`);
    const differing = before.map((b, i) => ({ b, a: after[i] })).filter(({ b, a }) => a === undefined || JSON.stringify(a) !== JSON.stringify(b));
    const sims = before.filter((c) => c.argv[0] === "sim").length;
    process.stdout.write(
      `${examples.length} examples: ${sims} sim logs and ${before.length - sims} odds studies, ${given} (${base.commit.slice(0, 7)}) against the working tree\n`,
    );
    for (const { b, a } of differing.slice(0, SHOWN)) {
      process.stdout.write(`  differs: turnwright ${b.argv.join(" ")}\n    ${a === undefined ? "missing" : firstDifference(b, a)}\n`);
    }
    process.stdout.write(differing.length === 0 ? "every case the same, byte for byte\n" : `${differing.length} of ${before.length} cases differ\n`);
    return differing.length === 0 ? 0 : 1;
  } finally {
    base.remove();
  }
}

try {
  process.exitCode = main(process.argv[2]);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
}
