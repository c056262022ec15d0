import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { threadsAsked, threadsFor, TRIALS_PER_THREAD } from "../../src/cli/threadsFor";
import { jobsFor } from "../../src/cli/commands/odds";
import { availableParallelism } from "node:os";

const idleTwoCores = { cores: 2, load: 0 };

describe("the threads a study runs on when --jobs does not say", () => {
  it("takes one thread per idle core for a study long enough to pay for each", () => {
    expect(threadsFor(10_000, idleTwoCores)).toBe(2);
    expect(threadsFor(100_000, { cores: 8, load: 0 })).toBe(8);
    expect(threadsFor(100_000, { cores: 8, load: 3 })).toBe(5);
  });

  it("starts no thread for a study too short to pay for one", () => {
    expect(threadsFor(1, idleTwoCores)).toBe(1);
    expect(threadsFor(1000, idleTwoCores)).toBe(1);
    expect(threadsFor(2 * TRIALS_PER_THREAD - 1, idleTwoCores)).toBe(1);
    expect(threadsFor(2 * TRIALS_PER_THREAD, idleTwoCores)).toBe(2);
    expect(threadsFor(3 * TRIALS_PER_THREAD - 1, { cores: 4, load: 0 })).toBe(2);
  });

  it("stays on one thread when others keep the cores busy", () => {
    // A two-core machine with seven threads wanting its cores: a second thread only slowed the study.
    expect(threadsFor(10_000, { cores: 2, load: 7 })).toBe(1);
    expect(threadsFor(1_000_000, { cores: 2, load: 1.6 })).toBe(1);
    expect(threadsFor(1_000_000, { cores: 1, load: 0 })).toBe(1);
  });

  it("counts a core as free when at least half of it is idle", () => {
    expect(threadsFor(100_000, { cores: 2, load: 0.5 })).toBe(2);
    expect(threadsFor(100_000, { cores: 2, load: 0.51 })).toBe(1);
    expect(threadsFor(100_000, { cores: 4, load: 1.4 })).toBe(3);
  });

  it("reads no load (a system that keeps none, or a nonsense value) as an idle machine", () => {
    expect(threadsFor(10_000, { cores: 2, load: -1 })).toBe(2);
  });

  it("is never fewer than one thread, nor more than the cores, the idle cores or the trials", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 256 }),
        fc.double({ min: 0, max: 512, noNaN: true }),
        (trials, cores, load) => {
          const threads = threadsFor(trials, { cores, load });
          expect(Number.isInteger(threads)).toBe(true);
          expect(threads).toBeGreaterThanOrEqual(1);
          expect(threads).toBeLessThanOrEqual(Math.max(1, Math.min(cores, trials, Math.round(cores - load))));
          if (threads > 1) expect(trials / threads).toBeGreaterThanOrEqual(TRIALS_PER_THREAD);
        },
      ),
    );
  });

  it("never takes fewer threads for more trials or more idle cores", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 64 }),
        fc.double({ min: 0, max: 64, noNaN: true }),
        (a, b, cores, load) => {
          const [fewer, more] = a <= b ? [a, b] : [b, a];
          expect(threadsFor(more, { cores, load })).toBeGreaterThanOrEqual(threadsFor(fewer, { cores, load }));
          expect(threadsFor(fewer, { cores: cores + 1, load })).toBeGreaterThanOrEqual(threadsFor(fewer, { cores, load }));
          expect(threadsFor(fewer, { cores, load: load / 2 })).toBeGreaterThanOrEqual(threadsFor(fewer, { cores, load }));
        },
      ),
    );
  });
});

describe("the threads a study runs on when --jobs asks for some", () => {
  it("as many as asked, up to the cores and one for each range of a hundred fights", () => {
    expect(threadsAsked(3, 10_000, 4)).toBe(3);
    expect(threadsAsked(256, 300, 2)).toBe(2);
    expect(threadsAsked(256, 300, 64)).toBe(3);
    expect(threadsAsked(256, 1, 64)).toBe(1);
    expect(threadsAsked(1, 1_000_000, 64)).toBe(1);
  });

  it("--jobs 256 for 300 fights starts no more threads than this machine has cores", () => {
    expect(jobsFor(300, 256)).toBeLessThanOrEqual(Math.min(3, availableParallelism()));
  });
});
