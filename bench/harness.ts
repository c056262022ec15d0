/**
 * A small benchmark harness. Speeds are only ever compared within one run: every suite names a
 * baseline, and each case is reported as a ratio to it, because absolute speeds say more about
 * the machine than about the code.
 */

/** One thing to time. */
export interface BenchCase {
  readonly name: string;
  /** How many units (dice, turns, fights...) one iteration performs. */
  readonly unitsPerIteration: number;
  /**
   * Performs `iterations` iterations and returns a number computed from the work, so the
   * optimiser cannot drop it. Work that waits on promises (the GM applying requests) answers a
   * promise: the batch is timed until it settles.
   */
  run(iterations: number): number | Promise<number>;
}

/**
 * A case must reach `minRatio` of the baseline's units per second or, where an issue sets an
 * absolute figure (10,000 fights in 5 s on one core), `minPerSecond` on this machine, with why.
 */
export type BenchTarget = { readonly case: string; readonly minRatio: number } | { readonly case: string; readonly minPerSecond: number; readonly why: string };

/** A ratio as the table shows it: a whole fight against a single roll is a few in 100,000, so two figures of it. */
function ratioText(ratio: number): string {
  return ratio >= 0.01 ? ratio.toFixed(2) : ratio.toPrecision(2);
}

function targetMet(target: BenchTarget, unitsPerSecond: number, ratio: number): { readonly label: string; readonly pass: boolean } {
  if ("minRatio" in target) return { label: `≥ ${ratioText(target.minRatio)}`, pass: ratio >= target.minRatio };
  return { label: `≥ ${Math.round(target.minPerSecond).toLocaleString("en-US")}/s (${target.why})`, pass: unitsPerSecond >= target.minPerSecond };
}

export interface BenchSuite {
  readonly name: string;
  readonly title: string;
  /** Plural unit the cases count, e.g. "dice". */
  readonly unit: string;
  readonly baseline: BenchCase;
  readonly cases: readonly BenchCase[];
  readonly targets?: readonly BenchTarget[];
}

export interface BenchOptions {
  readonly warmUpMs: number;
  readonly batchMs: number;
  readonly batches: number;
}

export const DEFAULT_OPTIONS: BenchOptions = { warmUpMs: 400, batchMs: 25, batches: 21 };
export const QUICK_OPTIONS: BenchOptions = { warmUpMs: 50, batchMs: 5, batches: 5 };

export interface CaseResult {
  readonly name: string;
  readonly unitsPerSecond: number;
  readonly ratio: number;
  readonly iterationsPerBatch: number;
  readonly target?: { readonly label: string; readonly pass: boolean };
}

export interface SuiteResult {
  readonly name: string;
  readonly title: string;
  readonly unit: string;
  readonly baseline: CaseResult;
  readonly cases: readonly CaseResult[];
  readonly pass: boolean;
}

/** Where results go: a checksum of all work, kept so no case can be optimised away. */
let sink = 0;

export function checksum(): number {
  return sink;
}

/**
 * The CPU time this process has used, in seconds (user and system, every thread): what a batch
 * costs. Wall time would add whatever the machine's other work kept this process waiting, which
 * on a shared machine comes in spells that hit one case and not the next.
 */
function cpuSeconds(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1e6;
}

async function timeBatch(bench: BenchCase, iterations: number): Promise<number> {
  const start = cpuSeconds();
  sink = (sink + (await bench.run(iterations))) % 1_000_000_007;
  return cpuSeconds() - start;
}

/** Doubles the iterations until one batch lasts at least `batchMs`. */
async function calibrate(bench: BenchCase, batchMs: number): Promise<number> {
  let iterations = 1;
  while ((await timeBatch(bench, iterations)) * 1000 < batchMs && iterations < 2 ** 40) iterations *= 2;
  return iterations;
}

async function warmUp(bench: BenchCase, iterations: number, warmUpMs: number): Promise<void> {
  const until = cpuSeconds() + warmUpMs / 1000;
  while (cpuSeconds() < until) await timeBatch(bench, iterations);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/**
 * Warms up and calibrates every case, then times the batches round-robin (baseline, case 1,
 * case 2, baseline, ...) so that a slow spell of the machine hits every case alike; each case's
 * speed is the median of its batches.
 */
export async function runSuite(suite: BenchSuite, options: BenchOptions = DEFAULT_OPTIONS): Promise<SuiteResult> {
  const all = [suite.baseline, ...suite.cases];
  const iterations: number[] = [];
  for (const bench of all) {
    const n = await calibrate(bench, options.batchMs);
    await warmUp(bench, n, options.warmUpMs);
    iterations.push(await calibrate(bench, options.batchMs));
  }
  const speeds: number[][] = all.map(() => []);
  for (let batch = 0; batch < options.batches; batch++) {
    for (const [index, bench] of all.entries()) {
      const n = iterations[index] ?? 1;
      const seconds = await timeBatch(bench, n);
      speeds[index]?.push((n * bench.unitsPerIteration) / seconds);
    }
  }
  const perSecond = speeds.map(median);
  const baselineSpeed = perSecond[0] ?? Number.NaN;
  const results = all.map((bench, index): CaseResult => {
    const unitsPerSecond = perSecond[index] ?? Number.NaN;
    const ratio = unitsPerSecond / baselineSpeed;
    const target = suite.targets?.find((t) => t.case === bench.name);
    const base = { name: bench.name, unitsPerSecond, ratio, iterationsPerBatch: iterations[index] ?? 1 };
    return target === undefined ? base : { ...base, target: targetMet(target, unitsPerSecond, ratio) };
  });
  const [baseline, ...cases] = results;
  if (baseline === undefined) throw new Error(`Suite ${suite.name} has no baseline`);
  return { name: suite.name, title: suite.title, unit: suite.unit, baseline, cases, pass: cases.every((c) => c.target?.pass !== false) };
}

/** A suite's results as a markdown table. */
export function toMarkdown(result: SuiteResult): string {
  const rows = [result.baseline, ...result.cases].map((c, index) => {
    const name = index === 0 ? `${c.name} (baseline)` : c.name;
    const target = c.target === undefined ? "" : c.target.label;
    const verdict = c.target === undefined ? "" : c.target.pass ? "PASS" : "FAIL";
    const ratio = ratioText(c.ratio);
    return `| ${name} | ${Math.round(c.unitsPerSecond).toLocaleString("en-US")} | ${ratio} | ${target} | ${verdict} |`;
  });
  return [
    `## ${result.name}: ${result.title}`,
    "",
    `| case | ${result.unit} per second | ratio to baseline | target | verdict |`,
    "|---|---:|---:|---|---|",
    ...rows,
    "",
  ].join("\n");
}
