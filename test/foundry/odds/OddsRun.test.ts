import { describe, expect, it } from "vitest";
import type { OddsJob } from "../../../src/engine/odds/OddsMessages";
import type { Scenario } from "../../../src/engine/scenario/ScenarioSchema";
import { OddsRun, type OddsRunState, type StudyWorker } from "../../../src/foundry/odds/OddsRun";

/** A worker the test answers for, by hand. */
class HeldWorker implements StudyWorker {
  jobs: OddsJob[] = [];
  stopped = false;
  hear: (data: unknown) => void = () => undefined;
  fail: (message: string) => void = () => undefined;
  post(job: OddsJob): void {
    this.jobs.push(job);
  }
  stop(): void {
    this.stopped = true;
  }
  listen(hear: (data: unknown) => void, fail: (message: string) => void): void {
    this.hear = hear;
    this.fail = fail;
  }
}

const scenario = {
  ruleset: "d100-fate",
  seed: 1,
  maxRounds: 20,
  dice: [],
  options: {},
  combatants: [
    { id: "a", name: "Ada", side: "friendly", surprised: false, targeting: "random", conditions: [], effects: [], actor: {}, items: [], script: [] },
    { id: "b", side: "hostile", surprised: false, targeting: "random", conditions: [], effects: [], actor: {}, items: [], script: [] },
  ],
} satisfies Scenario;

function started(): { run: OddsRun; workers: HeldWorker[]; states: OddsRunState[] } {
  const workers: HeldWorker[] = [];
  const states: OddsRunState[] = [];
  const run = new OddsRun(
    () => {
      const worker = new HeldWorker();
      workers.push(worker);
      return worker;
    },
    (state) => states.push(state),
  );
  run.start(scenario, 9, 500);
  return { run, workers, states };
}

describe("an odds run in a worker", () => {
  it("sends the whole study as one job, hears progress, and puts the counts in words", () => {
    const { workers, states } = started();
    const [worker] = workers;
    expect(worker?.jobs).toEqual([{ scenario, seed: 9, range: { first: 0, count: 500 } }]);
    worker?.hear({ kind: "progress", done: 100 });
    worker?.hear({
      kind: "tally",
      tally: { trials: 500, wins: { friendly: 300, hostile: 150 }, noWinner: 50, lengths: { 3: 500 }, standing: { a: 280, b: 140 } },
    });
    expect(states.map((state) => state.kind)).toEqual(["running", "running", "done"]);
    const done = states.at(-1);
    if (done?.kind !== "done") throw new Error("done");
    expect(done.summary.sides.map((side) => [side.side, side.wins])).toEqual([
      ["friendly", 300],
      ["hostile", 150],
    ]);
    expect(done.summary.combatants.map((c) => [c.name, c.standing])).toEqual([
      ["Ada", 280],
      ["b", 140],
    ]);
    expect(worker?.stopped).toBe(true);
  });

  it("cancels at once, stops the worker, and does not hear it afterwards", () => {
    const { run, workers, states } = started();
    workers[0]?.hear({ kind: "progress", done: 200 });
    run.cancel();
    expect(run.state).toEqual({ kind: "cancelled", done: 200, trials: 500 });
    expect(workers[0]?.stopped).toBe(true);
    workers[0]?.hear({ kind: "tally", tally: { trials: 500, wins: {}, noWinner: 500, lengths: {}, standing: {} } });
    expect(states.at(-1)?.kind).toBe("cancelled");
  });

  it("a new run stops the old worker, whose late answers change nothing", () => {
    const { run, workers } = started();
    run.start(scenario, 10, 100);
    expect(workers[0]?.stopped).toBe(true);
    workers[0]?.hear({ kind: "progress", done: 400 });
    expect(run.state).toEqual({ kind: "running", done: 0, trials: 100 });
  });

  it("says why a study stopped: a refusal, a worker that failed to start, or an answer that is no study", () => {
    const refused = started();
    refused.workers[0]?.hear({ kind: "refused", message: "dice[0]: got 101" });
    expect(refused.run.state).toEqual({ kind: "failed", message: "dice[0]: got 101" });
    const crashed = started();
    crashed.workers[0]?.fail("could not load odds-worker.mjs");
    expect(crashed.run.state).toEqual({ kind: "failed", message: "could not load odds-worker.mjs" });
    const garbled = started();
    garbled.workers[0]?.hear({ kind: "tally" });
    expect(garbled.run.state).toMatchObject({ kind: "failed" });
  });
});
