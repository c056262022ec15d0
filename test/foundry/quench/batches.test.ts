import { readFileSync } from "node:fs";
import { assert, describe, expect, it } from "vitest";
import type { Batch } from "../../../src/foundry/quench/Batch";
import { chaiCheck, type Check } from "../../../src/foundry/quench/Check";
import { ruleSetBatch } from "../../../src/foundry/quench/ruleSetBatch";
import { storedWorld } from "../../../src/foundry/quench/storedWorld";
import { tableBatch } from "../../../src/foundry/quench/tableBatch";
import { REGISTERED } from "../../../src/rulesets/registry";
import { MemoryLiveTable } from "./memoryLiveTable";

/** The batches' assertions backed by vitest's `expect`, as Quench backs them with chai's `assert`. */
const check: Check = {
  ok: (value, message) => expect(value, message).toBeTruthy(),
  equal: (actual, expected, message) => expect(actual, message).toBe(expected),
};

/** Each step a test of its own, in order, as the batch registers them with Quench; the clearing away last. */
function runs(batch: Batch): void {
  for (const step of batch.steps) it(step.name, () => step.run());
  it(batch.clearAway.name, () => batch.clearAway.run());
}

const OLDEST_WORLD = storedWorld(JSON.parse(readFileSync(new URL("../../fixtures/worlds/schema-1.json", import.meta.url), "utf8")));

/**
 * Every step of the Quench batches, run against a live table in memory (`MemoryLiveTable`: the
 * tracker's, cards' and migration's own code over the tests' doubles), so no batch ships unrun.
 */
describe.each(REGISTERED.map((ruleset) => ({ id: ruleset.id, ruleset })))("the Quench batch of $id, at a table in memory", ({ ruleset }) => {
  runs(ruleSetBatch(new MemoryLiveTable(ruleset), check, ruleset.gallery));
});

describe.each(REGISTERED.map((ruleset) => ({ id: ruleset.id, ruleset })))("the Quench batch of the table under $id, at a table in memory", ({ ruleset }) => {
  runs(tableBatch(new MemoryLiveTable(ruleset), check, ruleset, OLDEST_WORLD));
});

// Quench backs the checks with chai's assert, which vitest re-exports: one batch run that way too.
describe("the Quench batch of d100-fate, checked with chai's assert as Quench runs it", () => {
  const [ruleset] = REGISTERED;
  runs(ruleSetBatch(new MemoryLiveTable(ruleset), chaiCheck(assert), ruleset.gallery));
});
