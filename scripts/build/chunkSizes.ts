import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { oddsWorkerFile } from "../../src/foundry/odds/oddsWorkerFile";

/**
 * The most a world may fetch, gzipped (issue 15): at boot, `turnwright.mjs` with the chunks it
 * imports; then its own rule set's chunk with the shared chunks it adds to those; and when the
 * GM opens the Odds dialog, its rule set's worker with the chunks that worker imports (issue 26).
 */
// The boot's budget is back at 60 KB: the guard that keeps an effect's change key out of
// `Object.prototype` and v14's seams (src/foundry/versions/release.ts) must load before the first write,
// and they fit since the boot stopped carrying the fight's own code (a stray initiative and held
// actions read without it) and fetches the effects' reading when first used.
export const BUDGETS = { boot: 60 * 1024, ruleSet: 60 * 1024, oddsWorker: 60 * 1024 } as const;

/** What a world fetches, gzipped: at boot (the entry and what it imports), for each rule set beyond that, and each rule set's odds worker. */
export interface ChunkSizes {
  /** `turnwright.mjs` and every chunk it imports statically, by path in the system folder. */
  readonly entry: { readonly files: readonly string[]; readonly gzip: number };
  /** Each rule set's chunk (`rulesets/<id>.mjs`) with the shared chunks it imports that the entry does not. */
  readonly rulesets: readonly { readonly id: string; readonly files: readonly string[]; readonly gzip: number }[];
  /** Each rule set's Odds dialog worker (`odds/<id>.mjs`) with every chunk it imports: a worker shares nothing with the page. */
  readonly oddsWorkers: readonly { readonly id: string; readonly files: readonly string[]; readonly gzip: number }[];
}

const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?"(\.{1,2}\/[^"]+\.mjs)"/g;

/** A built module's static imports, as paths in the system folder. */
async function importsOf(systemDir: string, file: string): Promise<string[]> {
  const code = await readFile(join(systemDir, file), "utf8");
  return [...code.matchAll(STATIC_IMPORT)].flatMap((match) => (match[1] === undefined ? [] : [relative(systemDir, join(systemDir, dirname(file), match[1]))]));
}

async function closure(systemDir: string, file: string, seen: Set<string>): Promise<Set<string>> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of await importsOf(systemDir, file)) await closure(systemDir, imported, seen);
  return seen;
}

/** The files gzipped as one stream, as a server that compresses sends them near enough. */
async function gzipped(systemDir: string, files: readonly string[]): Promise<number> {
  const parts = await Promise.all(files.map((file) => readFile(join(systemDir, file))));
  return gzipSync(Buffer.concat(parts), { level: 9 }).length;
}

/** Measures the built system folder: the entry `turnwright.mjs`, the rule sets' chunks `rulesets/<id>.mjs` and their odds workers. */
export async function chunkSizes(systemDir: string, ruleSetIds: readonly string[]): Promise<ChunkSizes> {
  const entryFiles = [...(await closure(systemDir, "turnwright.mjs", new Set()))].sort();
  const rulesets = [];
  for (const id of ruleSetIds) {
    if (!existsSync(join(systemDir, "rulesets", `${id}.mjs`)))
      throw new Error(`the bundle has no chunk rulesets/${id}.mjs for the rule set ${id}: is it imported with import() in src/rulesets/declared.ts?`);
    const files = [...(await closure(systemDir, `rulesets/${id}.mjs`, new Set()))].filter((file) => !entryFiles.includes(file)).sort();
    rulesets.push({ id, files, gzip: await gzipped(systemDir, files) });
  }
  const oddsWorkers = [];
  for (const id of ruleSetIds) {
    const worker = oddsWorkerFile(id);
    if (!existsSync(join(systemDir, worker)))
      throw new Error(`the bundle has no odds worker ${worker} for the rule set ${id}: does src/rulesets/${id}/headless.ts export HEADLESS?`);
    const files = [...(await closure(systemDir, worker, new Set()))].sort();
    oddsWorkers.push({ id, files, gzip: await gzipped(systemDir, files) });
  }
  return { entry: { files: entryFiles, gzip: await gzipped(systemDir, entryFiles) }, rulesets, oddsWorkers };
}

/** One fetch of a world's, in words, with what it weighs and may weigh. */
export interface Fetch {
  readonly what: string;
  readonly gzip: number;
  readonly budget: number;
}

/** What a world fetches, in order: the boot files, then each rule set's chunk, then each rule set's odds worker (a world fetches one of each). */
export function fetches(sizes: ChunkSizes): Fetch[] {
  return [
    { what: `at boot, turnwright.mjs and the ${String(sizes.entry.files.length - 1)} chunk(s) it imports`, gzip: sizes.entry.gzip, budget: BUDGETS.boot },
    ...sizes.rulesets.map((ruleset) => ({ what: `then rulesets/${ruleset.id}.mjs with the chunks it adds`, gzip: ruleset.gzip, budget: BUDGETS.ruleSet })),
    ...sizes.oddsWorkers.map((worker) => ({
      what: `the Odds dialog's worker ${oddsWorkerFile(worker.id)} with the ${String(worker.files.length - 1)} chunk(s) it imports`,
      gzip: worker.gzip,
      budget: BUDGETS.oddsWorker,
    })),
  ];
}

/** The fetches that weigh more than their budget, in words for the build's error. */
export function overBudget(sizes: ChunkSizes): string[] {
  return fetches(sizes)
    .filter((fetch) => fetch.gzip > fetch.budget)
    .map((fetch) => `${fetch.what}: ${kb(fetch.gzip)} gzipped, over the ${kb(fetch.budget)} budget`);
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
