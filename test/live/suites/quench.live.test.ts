import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DECLARED } from "../../../src/rulesets/declared";
import { LiveTable, type LiveWindow } from "../table/LiveTable";
import { GM, ruleSetWorld } from "../table/worlds";

/** The live world's module standing in for Quench (test/live/modules/turnwright-live-quench). */
const QUENCH_RUNNER = "turnwright-live-quench";

/** One test or hook of a run as the report gives it (Quench's QuenchCleanedTestData, reduced). */
interface ReportedTest {
  readonly fullTitle: string;
  readonly duration?: number;
  readonly err?: { readonly message?: string; readonly stack?: string };
}

interface Report {
  readonly stats: { readonly tests: number; readonly passes: number; readonly failures: number; readonly pending: number; readonly duration?: number };
  readonly tests: readonly ReportedTest[];
  readonly passes: readonly ReportedTest[];
  readonly failures: readonly ReportedTest[];
  readonly pending: readonly ReportedTest[];
}

function report(json: string): Report {
  const parsed: unknown = JSON.parse(json);
  const list = (key: string): ReportedTest[] => {
    const value: unknown = Reflect.get(Object(parsed), key);
    return Array.isArray(value) ? value : [];
  };
  return {
    stats: Object(Reflect.get(Object(parsed), "stats")),
    tests: list("tests"),
    passes: list("passes"),
    failures: list("failures"),
    pending: list("pending"),
  };
}

/**
 * Suite 8, the Quench batches: in a world of each rule set with our runner standing in for Quench
 * (it fires `quenchReady` at `setup` with an object of Quench's published shape, so the system
 * registers its batches exactly as it does under Quench, and runs them in mocha with chai), the
 * GM runs `quench.runBatches("turnwright.**")` from the console as docs/compatibility.md says, and
 * every test of the rule set's batch and the table's passes. The batch results are printed.
 */
describe.each(DECLARED.map((declared) => declared.id))("the Quench batches in a world of %s", (ruleset) => {
  let table: LiveTable;
  let gm: LiveWindow;
  let results: Report;

  beforeAll(async () => {
    table = await LiveTable.open(ruleSetWorld(ruleset, { modules: [QUENCH_RUNNER] }));
    gm = await table.window(GM);
  });
  afterAll(async () => table.close());

  it("are registered with Quench once its quenchReady has fired: the rule set's batch and the table's", async () => {
    // The system fetches its batches' chunk on quenchReady and registers them once the rule set has arrived: after ready, perhaps.
    await gm.page.waitForFunction(() => globalThis.quench !== undefined && globalThis.quench._testBatches.has("turnwright.table"), undefined, {
      timeout: 60_000,
      polling: 100,
    });
    const keys = await gm.page.evaluate(() => {
      if (!game.ready) throw new Error("the GM's game is not ready");
      return globalThis.quench?._filterBatches("turnwright.**") ?? [];
    });
    expect(keys.sort()).toEqual([`turnwright.${ruleset}`, "turnwright.table"].sort());
  });

  it('all pass, run from the GM\'s console with quench.runBatches("turnwright.**")', async () => {
    // Quench's own console command (docs/compatibility.md): the canvas-off world has Quench's window no more than Quench itself.
    const json = await gm.page.evaluate(async () => {
      if (!game.ready) throw new Error("the GM's game is not ready");
      const quench = globalThis.quench;
      if (quench === undefined) throw new Error("no Quench in this world");
      const runner = await quench.runBatches("turnwright.**");
      // The runner's reporter writes the report as the run ends.
      await new Promise<void>((resolve) => {
        if ("json" in quench.reports) resolve();
        else runner.once("end", () => resolve());
      });
      return "json" in quench.reports ? quench.reports.json : "";
    });
    results = report(json);
    const lines = [
      `Quench batches in a world of ${ruleset}: ${results.stats.passes} passed, ${results.stats.failures} failed, ${results.stats.pending} pending, in ${((results.stats.duration ?? 0) / 1000).toFixed(1)} s`,
      ...results.passes.map((test) => `  ✓ ${test.fullTitle} (${test.duration ?? 0} ms)`),
      ...results.pending.map((test) => `  - ${test.fullTitle}`),
      ...results.failures.map((test) => `  × ${test.fullTitle}\n      ${test.err?.message ?? ""}`),
    ];
    console.log(lines.join("\n"));
    expect(results.failures.map((test) => `${test.fullTitle}: ${test.err?.message ?? ""}`)).toEqual([]);
    expect(results.pending).toEqual([]);
    expect(results.passes.length).toBeGreaterThan(0);
    expect(results.passes.length).toBe(results.tests.length);
    expect(gm.turnwrightErrors()).toEqual([]);
    // The runner's mocha and chai among what the page fetched: every file found.
    expect(gm.notFound).toEqual([]);
  });

  it("leave nothing behind in the world's store", async () => {
    const store = await table.store();
    for (const documentName of ["Actor", "Combat", "ChatMessage", "Folder"]) expect(store[documentName] ?? [], documentName).toEqual([]);
  });
});
