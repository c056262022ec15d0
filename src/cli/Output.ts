/**
 * Where a command writes: its result on `out` (stdout), and on `err` (stderr) what is said about
 * the run: refusals, warnings, the progress bar. `interactive` is whether a person is watching
 * stderr, which is when a progress bar is drawn.
 */
export interface Output {
  out(line: string): void;
  err(line: string): void;
  readonly interactive: boolean;
}
