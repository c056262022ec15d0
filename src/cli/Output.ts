/**
 * Where a command writes (and, for a scenario named "-", reads): its result on `out` (stdout), and on `err` (stderr) what is said about
 * the run: refusals, warnings, the progress bar. `interactive` is whether a person is watching
 * stderr, which is when a progress bar is drawn.
 */
export interface Output {
  out(line: string): void;
  err(line: string): void;
  readonly interactive: boolean;
  /** Standard input, for a scenario file named "-"; left out, the process's own. */
  readonly input?: () => Uint8Array;
}
