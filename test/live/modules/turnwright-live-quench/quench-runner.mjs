// Turnwright's live test world: a small runner standing in for Quench, whose module is not in the
// npm registry (only its types are, as @ethaks/fvtt-quench). It makes one object of Quench's
// published shape (lib/quench.d.ts: `mocha`, `chai`, `registerBatch`, `runBatches`, `reports`),
// hands it to whoever hooks `quenchReady` at `setup`, as Quench's quench-init does, and runs the
// batches as Quench#runBatches does: a fresh root suite, mocha's bdd interface, each matching
// batch's registration function called inside a suite of its own, then mocha's run. Mocha's and
// chai's browser builds come from the registry, served by the stand-in as they ship (mocha's
// `mocha.js` by this module's `scripts`, which set the globals `mocha` and `Mocha`; chai's ES
// module imported below). Left out: Quench's results window, its snapshots and fast-check.

import * as chai from "./vendor/chai.js";

/** Quench's wildcards (wildcard-match with "." as the separator): `*` within a part, `**` across parts, `?` one character. */
function matcher(patterns) {
  const expressions = patterns.map((pattern) => {
    const source = pattern
      .split("")
      .map((character, index, all) => {
        if (character === "*") return all[index + 1] === "*" ? "" : all[index - 1] === "*" ? ".*" : "[^.]*";
        if (character === "?") return "[^.]";
        return character.replace(/[\\^$+.()|{}[\]]/g, "\\$&");
      })
      .join("");
    return new RegExp(`^${source}$`, "i");
  });
  return (key) => expressions.some((expression) => expression.test(key));
}

/** A test or hook as Quench's JSON report cleans it (lib/quench-reporter.d.ts, QuenchCleanedTestData). */
function cleaned(test, error) {
  const err =
    error === undefined
      ? {}
      : {
          message: String(error?.message ?? error),
          stack: String(error?.stack ?? ""),
          ...(error?.actual === undefined ? {} : { actual: error.actual, expected: error.expected }),
        };
  return {
    title: test.title,
    fullTitle: test.fullTitle(),
    file: test.file,
    duration: test.duration,
    currentRetry: test.currentRetry(),
    speed: test.speed,
    err,
  };
}

/** Quench's reporter reduced to its JSON report (`quench.reports.json`, the `quenchReports` hook): every test, failure, pass and pending one. */
class StandInReporter extends globalThis.Mocha.reporters.Base {
  constructor(runner, options) {
    super(runner, options);
    const { EVENT_TEST_PASS, EVENT_TEST_FAIL, EVENT_TEST_PENDING, EVENT_TEST_END, EVENT_RUN_END } = globalThis.Mocha.Runner.constants;
    const quench = options.reporterOptions.quench;
    const report = { tests: [], pending: [], failures: [], passes: [] };
    runner.on(EVENT_TEST_END, (test) => report.tests.push(cleaned(test)));
    runner.on(EVENT_TEST_PASS, (test) => report.passes.push(cleaned(test)));
    runner.on(EVENT_TEST_PENDING, (test) => report.pending.push(cleaned(test)));
    // A failing hook is a failure too ("after all" hook), as mocha counts it.
    runner.on(EVENT_TEST_FAIL, (test, error) => report.failures.push(cleaned(test, error)));
    runner.once(EVENT_RUN_END, () => {
      quench.reports = { json: JSON.stringify({ stats: this.stats, ...report }) };
      Hooks.callAll("quenchReports", quench.reports);
    });
  }
}

class QuenchStandIn {
  constructor() {
    Object.defineProperties(this, {
      mocha: { value: globalThis.mocha },
      chai: { value: chai },
      utils: { value: {} },
      _testBatches: { value: new Map() },
    });
    this._currentRunner = undefined;
    this.reports = {};
  }

  _filterBatches(pattern, { preSelectedOnly = false } = {}) {
    const isMatch = matcher(Array.isArray(pattern) ? pattern : [pattern]);
    return [...this._testBatches.values()].filter(({ key, preSelected }) => (!preSelectedOnly || preSelected) && isMatch(key)).map(({ key }) => key);
  }

  registerBatch(key, fn, context = {}) {
    const { displayName, snapBaseDir, preSelected } = context;
    this._testBatches.set(key, {
      key,
      fn,
      displayName: displayName ?? key,
      snapBaseDir: snapBaseDir ?? `__snapshots__/${key.split(".")[0]}`,
      preSelected: preSelected ?? true,
    });
  }

  async runBatches(keys = "**", options = {}) {
    const { preSelectedOnly = false, json = false } = options;
    this.reports = {};
    if (Array.isArray(keys) && keys.length === 0) keys = "";
    if (!Array.isArray(keys)) keys = [keys];
    const batchKeys = this._filterBatches(keys, { preSelectedOnly });
    const { Mocha } = globalThis;
    this.mocha.suite = new Mocha.Suite("__root", new Mocha.Context(), true);
    this.mocha.setup({ ui: "bdd", reporter: StandInReporter });
    this.mocha.options.reporterOptions = { quench: this, json };
    const { after, afterEach, before, beforeEach, describe, it, utils, Runner } = Mocha;
    const { assert, expect } = this.chai;
    const should = this.chai.should();
    const baseContext = { after, afterEach, before, beforeEach, utils, assert, expect, should };
    for (const key of batchKeys) {
      const tagged = (fn) => {
        const quenchFn = (...args) => {
          const result = fn(...args);
          result._quench_parentBatch = key;
          return result;
        };
        quenchFn.only = fn.only;
        quenchFn.skip = fn.skip;
        if ("retries" in fn) quenchFn.retries = fn.retries;
        return quenchFn;
      };
      const context = { ...baseContext, describe: tagged(describe), it: tagged(it) };
      const root = context.describe(`${key}_root`, async () => {
        await this._testBatches.get(key)?.fn(context);
      });
      root._quench_batchRoot = true;
    }
    this._currentRunner = this.mocha.run();
    this._currentRunner.once(Runner.constants.EVENT_RUN_END, () => {
      this._currentRunner = undefined;
    });
    return this._currentRunner;
  }

  abort() {
    this._currentRunner?.abort();
  }
}

globalThis.quench = new QuenchStandIn();
globalThis.chai = chai;
// Whole values in a failed assertion's words, so a report read outside the world says what differed.
chai.config.truncateThreshold = 0;
// Allow re-running of tests, as Quench does.
globalThis.mocha._cleanReferencesAfterRun = false;

Hooks.on("setup", () => Hooks.callAll("quenchReady", globalThis.quench));
