/**
 * A bar on a terminal that redraws in place, with the time left at the pace so far; on a pipe
 * or in CI it stays silent.
 */
export class ProgressBar {
  readonly #total: number;
  readonly #write: (text: string) => void;
  readonly #width: number;
  readonly #now: () => number;
  readonly #started: number;
  #shown = -1;
  #longest = 0;

  /** `now` is a clock in milliseconds; a test hands in its own. */
  constructor(total: number, write: (text: string) => void, width = 30, now: () => number = () => performance.now()) {
    this.#total = total;
    this.#write = write;
    this.#width = width;
    this.#now = now;
    this.#started = now();
  }

  update(done: number): void {
    const percent = Math.floor((100 * done) / this.#total);
    if (percent === this.#shown) return;
    this.#shown = percent;
    const filled = Math.round((this.#width * done) / this.#total);
    const line = `\r[${"#".repeat(filled)}${"-".repeat(this.#width - filled)}] ${String(percent).padStart(3)}% ${done}/${this.#total}${this.#left(done)}`;
    // A shorter line than the last leaves the last one's tail on screen unless it is blanked.
    this.#longest = Math.max(this.#longest, line.length);
    this.#write(line.padEnd(this.#longest));
  }

  finish(): void {
    this.#write("\r" + " ".repeat(Math.max(this.#longest, this.#width + 30)) + "\r");
  }

  /** The time left if the rest goes at the pace so far; nothing until there is a pace, or when done. */
  #left(done: number): string {
    if (done <= 0 || done >= this.#total) return "";
    const seconds = Math.ceil((((this.#now() - this.#started) / done) * (this.#total - done)) / 1000);
    if (seconds < 60) return ` · ${seconds} s left`;
    const minutes = Math.floor(seconds / 60);
    return ` · ${minutes} min ${seconds % 60} s left`;
  }
}
