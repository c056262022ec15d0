/** One step of a batch: a test in Quench's mocha, a test in vitest, the same function in both. */
export interface BatchStep {
  readonly name: string;
  run(): Promise<void>;
}

/**
 * A batch: its steps, run in order (each one leans on what the ones before it made), and the
 * clearing away of everything it made, which runs however the steps went.
 */
export interface Batch {
  readonly steps: readonly BatchStep[];
  readonly clearAway: BatchStep;
}
