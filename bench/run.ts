import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { checksum, DEFAULT_OPTIONS, QUICK_OPTIONS, runSuite, toMarkdown, type BenchSuite, type SuiteResult } from "./harness";

/** Every suite, by name. Adding a suite is one line here (see bench/README.md). */
const SUITES: Readonly<Record<string, () => Promise<{ default: BenchSuite }>>> = {
  dice: () => import("./suites/dice"),
  clock: () => import("./suites/clock"),
  "clock-phases": () => import("./suites/clock").then((m) => ({ default: m.phasedClockSuite })),
  odds: () => import("./suites/odds"),
  presses: () => import("./suites/table").then((m) => ({ default: m.pressesSuite })),
  tracker: () => import("./suites/table").then((m) => ({ default: m.trackerSuite })),
};

const USAGE = "usage: npm run bench -- [--suite <name>] [--quick] [--strict]";

interface Arguments {
  readonly suite: string | null;
  readonly quick: boolean;
  readonly strict: boolean;
}

function parseArguments(args: readonly string[]): Arguments {
  let suite: string | null = null;
  let quick = false;
  let strict = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--suite") {
      const name = args[++i];
      if (name === undefined) throw new Error(`--suite needs a name. ${USAGE}`);
      suite = name;
    } else if (arg === "--quick") {
      quick = true;
    } else if (arg === "--strict") {
      strict = true;
    } else {
      throw new Error(`Unknown argument ${arg}. ${USAGE}`);
    }
  }
  return { suite, quick, strict };
}

async function main(): Promise<number> {
  const args = parseArguments(process.argv.slice(2));
  const known = Object.keys(SUITES);
  if (args.suite !== null && !known.includes(args.suite)) {
    throw new Error(`No suite named "${args.suite}"; known suites: ${known.join(", ")}`);
  }
  const names = args.suite === null ? known : [args.suite];
  const results: SuiteResult[] = [];
  for (const name of names) {
    const load = SUITES[name];
    if (load === undefined) continue;
    const suite = (await load()).default;
    const result = await runSuite(suite, args.quick ? QUICK_OPTIONS : DEFAULT_OPTIONS);
    results.push(result);
    process.stdout.write(`${toMarkdown(result)}\n`);
  }

  const output = fileURLToPath(new URL("./results/latest.json", import.meta.url));
  mkdirSync(fileURLToPath(new URL("./results/", import.meta.url)), { recursive: true });
  const report = { ranAt: new Date().toISOString(), node: process.version, quick: args.quick, checksum: checksum(), suites: results };
  writeFileSync(output, `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`Results written to bench/results/latest.json\n`);

  const failed = results.filter((r) => !r.pass).map((r) => r.name);
  if (failed.length > 0) process.stdout.write(`Targets missed in: ${failed.join(", ")}\n`);
  return args.strict && failed.length > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
