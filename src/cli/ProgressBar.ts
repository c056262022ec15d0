/** A bar on a terminal that redraws in place; on a pipe or in CI it stays silent. */
export class ProgressBar {
  readonly #total: number;
  readonly #write: (text: string) => void;
  readonly #width: number;
  #shown = -1;

  constructor(total: number, write: (text: string) => void, width = 30) {
    this.#total = total;
    this.#write = write;
    this.#width = width;
  }

  update(done: number): void {
    const percent = Math.floor((100 * done) / this.#total);
    if (percent === this.#shown) return;
    this.#shown = percent;
    const filled = Math.round((this.#width * done) / this.#total);
    this.#write(`\r[${"#".repeat(filled)}${"-".repeat(this.#width - filled)}] ${String(percent).padStart(3)}% ${done}/${this.#total}`);
  }

  finish(): void {
    this.#write("\r" + " ".repeat(this.#width + 30) + "\r");
  }
}
