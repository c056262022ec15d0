import { SMALLEST_RANGE } from "../engine/odds/TrialQueue";
/**
 * Fights a worker thread must take over before it pays for itself: its start-up (a thread, the
 * worker's code, the scenario read) and its warm-up (its first thousand fights run before V8 has
 * optimised them) cost as many fights as a warm thread fights meanwhile. Measured with whole
 * `odds` runs of each rule set's squad on one thread at 2, 1,000 and 11,000 fights, and at 2
 * fights on two threads: the worst rule set's start-up and warm-up cost about 4,800 fights.
 */
export const TRIALS_PER_THREAD = 5000;

/** What the machine has to give a study: its cores, and how many of them others keep busy. */
export interface Machine {
  /** Cores this process may run on (Node's `availableParallelism`). */
  readonly cores: number;
  /**
   * Threads waiting for or running on a core, averaged over the last minute (`loadavg()[0]`).
   * Where the system keeps none (Windows), 0.
   */
  readonly load: number;
}

/**
 * How many threads a study runs on, this one included, when `--jobs` does not say. One more
 * thread only for a core nobody else is using (a core at least half idle, by the load average),
 * and only when each thread gets at least `TRIALS_PER_THREAD` fights: otherwise the new thread
 * costs more than it saves, and a thread on a busy core only takes time from the others. Never
 * fewer than one, never more than the trials or the cores.
 */
export function threadsFor(trials: number, machine: Machine): number {
  const idle = Math.round(machine.cores - Math.max(0, machine.load));
  const filled = Math.floor(trials / TRIALS_PER_THREAD);
  return Math.max(1, Math.min(machine.cores, idle, filled, trials));
}

/**
 * How many threads a study runs on when `--jobs` asks for `asked`: as asked, but never more than
 * the cores (a thread more than the cores only takes time from the others) nor more than the
 * study's ranges of fights (a thread with no range to fight only costs its start-up): 256 threads
 * for 300 fights took ten times as long as one.
 */
export function threadsAsked(asked: number, trials: number, cores: number): number {
  return Math.max(1, Math.min(asked, cores, Math.ceil(trials / SMALLEST_RANGE)));
}
