import { oddsWorkerFile } from "../../src/foundry/odds/oddsWorkerFile";
import { BUDGETS, kb, type ChunkSizes } from "./chunkSizes";

const chunks = (count: number): string => `${count} chunk${count === 1 ? "" : "s"}`;

/**
 * What a world fetches, gzipped, against its budget, as docs/build.md shows it: the boot, each
 * rule set's chunk with what it adds, and each rule set's Odds worker with its chunks. Written into
 * the page by `npm run docs`; test/build/manifest.test.ts holds the page to the real build.
 */
export function sizeTable(sizes: ChunkSizes): string {
  const rows = [
    [`at boot: \`turnwright.mjs\` and the ${chunks(sizes.entry.files.length - 1)} it imports`, kb(sizes.entry.gzip), kb(BUDGETS.boot)],
    ...sizes.rulesets.map((ruleset) => [
      `then \`rulesets/${ruleset.id}.mjs\` with the ${chunks(ruleset.files.length - 1)} it adds`,
      kb(ruleset.gzip),
      kb(BUDGETS.ruleSet),
    ]),
    ...sizes.oddsWorkers.map((worker) => [
      `the Odds dialog's worker \`${oddsWorkerFile(worker.id)}\` with the ${chunks(worker.files.length - 1)} it imports`,
      kb(worker.gzip),
      kb(BUDGETS.oddsWorker),
    ]),
  ];
  return ["| fetched | gzipped | budget |", "| --- | --- | --- |", ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n");
}
