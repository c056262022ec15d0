import { setImmediate as nextTurn } from "node:timers/promises";
import { setFlagsFromString } from "node:v8";
import { Worker } from "node:worker_threads";
import { addTallies, trialsOf, type OddsTally, type TrialRange } from "../engine/odds/OddsStudy";
import { TrialQueue } from "../engine/odds/TrialQueue";
import type { LoadedScenario } from "../engine/scenario/loadScenario";
import { ForcedDiceRefused, withForcedDiceChecked } from "./diceFor";
import { isOddsReply } from "../engine/odds/OddsMessages";

/**
 * A thread running the odds worker. Built, its code is the CLI's own one file, which serves odds
 * jobs when it runs in a thread (`turnwright.ts`), so the file runs copied alone; run from the
 * source (as the tests do), it is the TypeScript entry, which the thread can only load once tsx
 * is registered in it (a worker does not take `--import` from its options).
 */
function startWorker(): Worker {
  const here = import.meta.url;
  if (!here.endsWith(".ts")) return new Worker(new URL(here));
  const entry = JSON.stringify(new URL("./oddsWorker.ts", here).href);
  return new Worker(`import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${entry}); });`, { eval: true });
}

/** What the lanes of one study share: the ranges still to fight, and what each lane has done. */
interface Study {
  readonly queue: TrialQueue;
  readonly tallies: OddsTally[];
  /** Trials fought in the range each lane is on, by lane. */
  readonly underway: number[];
  readonly progress: () => void;
}

/**
 * One worker thread's lane: it is sent a range, and another as soon as it answers one. Two
 * ranges are kept in flight, so the thread never waits on this thread to hand it the next:
 * this thread is busy fighting its own ranges and reads answers only between them.
 */
function threadLane(study: Study, lane: number, scenario: unknown, seed: number, started: Worker[]): Promise<void> {
  const worker = startWorker();
  started.push(worker);
  const sent: TrialRange[] = [];
  const send = (): void => {
    const range = study.queue.take();
    if (range === null) return;
    sent.push(range);
    worker.postMessage({ scenario, seed, range });
  };
  return new Promise<void>((resolve, reject) => {
    worker.on("message", (reply: unknown) => {
      if (!isOddsReply(reply)) {
        reject(new Error("an odds worker answered with something that is not a study"));
      } else if (reply.kind === "progress") {
        study.underway[lane] = reply.done;
        study.progress();
      } else if (reply.kind === "refused") {
        reject(new ForcedDiceRefused(reply.message));
      } else {
        sent.shift();
        study.tallies.push(reply.tally);
        study.underway[lane] = 0;
        send();
        if (sent.length === 0) resolve();
      }
    });
    worker.on("error", reject);
    worker.on("exit", (code) => reject(new Error(`an odds worker stopped (exit ${code}) before it answered`)));
    send();
    send();
    if (sent.length === 0) resolve();
  });
}

/**
 * A study fought on `lanes` lanes: this thread and `lanes - 1` worker threads, each taking the
 * next range of trials from one queue as it comes free. This thread fights too (it has the
 * scenario loaded and its code warm, where a new thread starts cold), and between its ranges it
 * reads the threads' answers and tells `onProgress` the trials done over all lanes. A refusal
 * from any lane stops them all: a `ForcedDiceRefused`, as it would be on one lane.
 */
export async function tallyOnLanes(
  loaded: LoadedScenario,
  seed: number,
  trials: number,
  lanes: number,
  onProgress?: (done: number) => void,
): Promise<OddsTally> {
  // Each thread's first thousand fights run cold. V8 optimises hot code on background threads
  // of its own, and with every core busy fighting those threads wait: compiling on the thread
  // that needs the code came out 6–9% faster overall (10,000 fights, two threads, two cores).
  // The flag is read as a thread's engine starts, so it is set before any is.
  if (lanes > 1) setFlagsFromString("--no-concurrent-recompilation");
  const study: Study = {
    queue: new TrialQueue(trials, lanes),
    tallies: [],
    underway: new Array<number>(lanes).fill(0),
    progress: () => onProgress?.(study.tallies.reduce((sum, tally) => sum + tally.trials, 0) + study.underway.reduce((sum, n) => sum + n, 0)),
  };
  const started: Worker[] = [];
  const failures: unknown[] = [];
  const threads = Promise.all(Array.from({ length: lanes - 1 }, (_, index) => threadLane(study, index + 1, loaded.scenario, seed, started))).catch(
    (error: unknown) => {
      failures.push(error);
    },
  );
  try {
    const run = trialsOf(loaded, seed);
    for (let range = study.queue.take(); range !== null && failures.length === 0; range = study.queue.take()) {
      const tally = withForcedDiceChecked(() =>
        run(range, (done) => {
          study.underway[0] = done;
          study.progress();
        }),
      );
      study.tallies.push(tally);
      study.underway[0] = 0;
      await nextTurn();
    }
    await threads;
    if (failures.length > 0) throw failures[0];
    return addTallies(study.tallies);
  } finally {
    for (const worker of started) void worker.terminate();
  }
}
