import { summarise, type OddsSummary } from "../../engine/odds/OddsStudy";
import type { Scenario } from "../../engine/scenario/ScenarioSchema";
import { isOddsReply, type OddsJob } from "../../engine/odds/OddsMessages";

/**
 * The part of a worker a study uses. The page starts the worker (Foundry from the system's
 * folder, the gallery from the source), so this file holds no address.
 */
export interface StudyWorker {
  post(job: OddsJob): void;
  stop(): void;
  listen(hear: (data: unknown) => void, fail: (message: string) => void): void;
}

/** A browser Web Worker as a study's worker. */
export function studyWorker(worker: Worker): StudyWorker {
  return {
    post: (job) => worker.postMessage(job),
    stop: () => worker.terminate(),
    listen: (hear, fail) => {
      worker.addEventListener("message", (event) => hear(event.data));
      // A worker that cannot load its script says so only here, as an error event.
      worker.addEventListener("error", (event) => fail(event.message || "the odds worker could not start"));
    },
  };
}

export type OddsRunState =
  | { readonly kind: "ready" }
  | { readonly kind: "running"; readonly done: number; readonly trials: number }
  | { readonly kind: "done"; readonly summary: OddsSummary }
  | { readonly kind: "cancelled"; readonly done: number; readonly trials: number }
  | { readonly kind: "failed"; readonly message: string };

/**
 * One study of a scenario in a worker, from start to its answer or its cancel. The page never
 * runs a fight itself: it only hears progress (every hundred fights) and the counts at the end,
 * so it stays free to draw. `onChange` hears every new state.
 */
export class OddsRun {
  #state: OddsRunState = { kind: "ready" };
  #worker: StudyWorker | null = null;
  readonly #startWorker: () => StudyWorker;
  readonly #onChange: (state: OddsRunState) => void;

  constructor(startWorker: () => StudyWorker, onChange: (state: OddsRunState) => void) {
    this.#startWorker = startWorker;
    this.#onChange = onChange;
  }

  get state(): OddsRunState {
    return this.#state;
  }

  /** Runs `trials` fights of the scenario with the study's seed; a run under way is stopped first. */
  start(scenario: Scenario, seed: number, trials: number): void {
    this.#stopWorker();
    const worker = this.#startWorker();
    this.#worker = worker;
    worker.listen(
      (reply) => this.#hear(worker, reply, scenario, seed, trials),
      (message) => {
        if (this.#worker === worker) this.#fail(message);
      },
    );
    this.#set({ kind: "running", done: 0, trials });
    worker.post({ scenario, seed, range: { first: 0, count: trials } });
  }

  /** A worker's reply; one from a worker since stopped (a cancelled run) is not heard. */
  #hear(worker: StudyWorker, reply: unknown, scenario: Scenario, seed: number, trials: number): void {
    if (this.#worker !== worker) return;
    if (!isOddsReply(reply)) return this.#fail("the odds worker answered with something that is not a study");
    if (reply.kind === "progress") return this.#set({ kind: "running", done: reply.done, trials });
    if (reply.kind === "refused") return this.#fail(reply.message);
    this.#stopWorker();
    this.#set({ kind: "done", summary: summarise(scenario.combatants, seed, reply.tally) });
  }

  /** Stops the run under way at once; the fights done so far are not counted. */
  cancel(): void {
    const state = this.#state;
    if (state.kind !== "running") return;
    this.#stopWorker();
    this.#set({ kind: "cancelled", done: state.done, trials: state.trials });
  }

  #fail(message: string): void {
    this.#stopWorker();
    this.#set({ kind: "failed", message });
  }

  #stopWorker(): void {
    this.#worker?.stop();
    this.#worker = null;
  }

  #set(state: OddsRunState): void {
    this.#state = state;
    this.#onChange(state);
  }
}
