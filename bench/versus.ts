/**
 * Two commits' `turnwright odds` against each other, as whole processes, in one sitting: each
 * commit is checked out beside this one and its CLI built (`checkout.ts`), then the two are run
 * in turns on each rule set's `examples/<id>/squad-4v6.json`, the older first in one pair and
 * second in the next, so a slow spell of a shared machine falls on both alike. A run's cost is
 * its CPU time (user and system, every thread), not its wall time, which on a loaded machine says
 * more about the other work; each pair gives a ratio, new over old, and the table shows the
 * median of the pairs' ratios and their range, with each side's peak resident size.
 *
 *   npx tsx bench/versus.ts [--old 6eadb0c] [--new HEAD] [--pairs 5] [--trials 20000]
 *                           [--targeting first,random,focus] [--ruleset <id>,...] [--seed 3]
 *
 * Both run with `--jobs 1`. A commit older than `--targeting` (6eadb0c always chose the first
 * enemy) is run without it, whichever targeting the newer one is asked for.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RULESET_IDS } from "../src/rulesets/registry";
import { buildCli, checkOut, REPO_ROOT, type Checkout } from "./checkout";
import { median } from "./harness";

/** Every rule set, in the registry's order: each has its squad in examples/<id>/squad-4v6.json. */
const RULE_SETS: readonly string[] = RULESET_IDS;

interface Arguments {
  readonly old: string;
  readonly now: string;
  readonly pairs: number;
  readonly trials: number;
  readonly seed: number;
  readonly targetings: readonly string[];
  readonly ruleSets: readonly string[];
}

const USAGE = "usage: npx tsx bench/versus.ts [--old <commit>] [--new <commit>] [--pairs N] [--trials N] [--seed N] [--targeting a,b] [--ruleset a,b]";

function parse(args: readonly string[]): Arguments {
  const given = new Map<string, string>();
  for (let i = 0; i < args.length; i += 2) {
    const flag = args[i];
    const value = args[i + 1];
    if (flag === undefined || value === undefined || !/^--(old|new|pairs|trials|seed|targeting|ruleset)$/.test(flag))
      throw new Error(`${flag ?? ""}: ${USAGE}`);
    given.set(flag, value);
  }
  const whole = (flag: string, fallback: number): number => {
    const text = given.get(flag);
    if (text === undefined) return fallback;
    if (!/^\d+$/.test(text) || Number(text) < 1) throw new Error(`${flag}: got "${text}", expected a whole number from 1`);
    return Number(text);
  };
  const list = (flag: string, fallback: readonly string[]): string[] => (given.get(flag)?.split(",") ?? [...fallback]).filter((item) => item !== "");
  const ruleSets = list("--ruleset", RULE_SETS);
  const unknown = ruleSets.filter((id) => !RULE_SETS.includes(id));
  if (unknown.length > 0) throw new Error(`--ruleset: no rule set ${unknown.join(", ")}; known: ${RULE_SETS.join(", ")}`);
  return {
    old: given.get("--old") ?? "6eadb0c",
    now: given.get("--new") ?? "HEAD",
    pairs: whole("--pairs", 5),
    trials: whole("--trials", 20_000),
    seed: whole("--seed", 3),
    targetings: list("--targeting", ["first", "random", "focus"]),
    ruleSets,
  };
}

/** Loaded before the CLI in each run: at exit, the process's CPU time and peak resident size, to the file it is told. */
const MEASURE = `
const { writeFileSync } = require("node:fs");
process.on("exit", () => {
  const usage = process.resourceUsage();
  writeFileSync(process.env.TURNWRIGHT_BENCH_USAGE, JSON.stringify({ cpu: (usage.userCPUTime + usage.systemCPUTime) / 1e6, maxRss: usage.maxRSS }));
});
`;

interface Run {
  readonly cpu: number;
  /** Kilobytes. */
  readonly maxRss: number;
}

interface Built {
  readonly checkout: Checkout;
  readonly cli: string;
  /** Whether its CLI knows `--targeting`. */
  readonly targets: boolean;
}

function build(given: string): Built {
  const checkout = checkOut(given);
  try {
    const cli = buildCli(checkout.root);
    const targets = readFileSync(cli, "utf8").includes('"--targeting"');
    return { checkout, cli, targets };
  } catch (error) {
    checkout.remove();
    throw error;
  }
}

function runOnce(built: Built, ruleSet: string, targeting: string, options: Arguments, scratch: string): Run {
  const usage = join(scratch, "usage.json");
  const argv = ["--require", join(scratch, "measure.cjs"), built.cli, "odds", join(REPO_ROOT, "examples", ruleSet, "squad-4v6.json")];
  argv.push("--seed", String(options.seed), "--trials", String(options.trials), "--jobs", "1", "--json");
  if (built.targets) argv.push("--targeting", targeting);
  const run = spawnSync(process.execPath, argv, {
    cwd: built.checkout.root,
    env: { ...process.env, TURNWRIGHT_BENCH_USAGE: usage },
    stdio: ["ignore", "ignore", "pipe"],
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`${built.checkout.given} odds ${ruleSet} failed (${run.status}): ${run.stderr}`);
  return JSON.parse(readFileSync(usage, "utf8")) as Run;
}

const seconds = (value: number): string => value.toFixed(2);
const megabytes = (kilobytes: number): string => (kilobytes / 1024).toFixed(0);

function main(): void {
  const options = parse(process.argv.slice(2));
  const scratch = mkdtempSync(join(tmpdir(), "turnwright-versus-"));
  writeFileSync(join(scratch, "measure.cjs"), MEASURE);
  const builds: Built[] = [];
  try {
    const old = build(options.old);
    builds.push(old);
    const now = build(options.now);
    builds.push(now);
    process.stdout.write(
      `${options.now} (${now.checkout.commit.slice(0, 7)}) against ${options.old} (${old.checkout.commit.slice(0, 7)}): odds examples/<id>/squad-4v6.json --seed ${options.seed} --trials ${options.trials} --jobs 1, ${options.pairs} pairs, CPU time\n\n`,
    );
    process.stdout.write(
      `| rule set | targeting | ${options.old} CPU s | ${options.now} CPU s | ratio (median of pairs) | pairs' range | peak RSS MB, old / new |\n|---|---|---:|---:|---:|---|---:|\n`,
    );
    for (const ruleSet of options.ruleSets) {
      for (const targeting of options.targetings) {
        const olds: Run[] = [];
        const news: Run[] = [];
        for (let pair = 0; pair < options.pairs; pair++) {
          // The older first in even pairs, second in odd ones.
          if (pair % 2 === 0) olds.push(runOnce(old, ruleSet, targeting, options, scratch));
          news.push(runOnce(now, ruleSet, targeting, options, scratch));
          if (pair % 2 === 1) olds.push(runOnce(old, ruleSet, targeting, options, scratch));
        }
        const ratios = news.map((run, index) => run.cpu / (olds[index]?.cpu ?? Number.NaN));
        const oldTargeting = old.targets ? targeting : "first";
        process.stdout.write(
          `| ${ruleSet} | ${targeting}${oldTargeting === targeting ? "" : ` (old: ${oldTargeting})`} | ${seconds(median(olds.map((r) => r.cpu)))} | ${seconds(median(news.map((r) => r.cpu)))} | ${median(ratios).toFixed(2)}× | ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)} | ${megabytes(Math.max(...olds.map((r) => r.maxRss)))} / ${megabytes(Math.max(...news.map((r) => r.maxRss)))} |\n`,
        );
      }
    }
  } finally {
    for (const built of builds) built.checkout.remove();
    rmSync(scratch, { recursive: true, force: true });
  }
}

try {
  main();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
}
