import type { Chance } from "./Chance";
import { ForcedFaceError } from "./ForcedFaceError";

/**
 * Faces chosen in advance (a scenario's `dice`, a test's script), answered in order; when the
 * queue runs out, `then` answers instead. Draws among choices are `then`'s from the start: a
 * forced face is for a die.
 */
export class ForcedFaces implements Chance {
  readonly #queue: readonly number[];
  readonly #then: Chance;
  #next = 0;

  constructor(queue: readonly number[], then: Chance) {
    // A copy, so a caller changing its array later cannot change the dice already promised.
    this.#queue = [...queue];
    this.#then = then;
  }

  /** Forced faces not yet used. */
  get remaining(): number {
    return this.#queue.length - this.#next;
  }

  face(faces: number): number {
    if (this.#next >= this.#queue.length) return this.#then.face(faces);
    const position = this.#next;
    const value = this.#queue[position] ?? Number.NaN;
    if (!Number.isInteger(value) || value < 1 || value > faces) throw new ForcedFaceError(value, faces, position);
    this.#next = position + 1;
    return value;
  }

  choose(count: number): number {
    return this.#then.choose(count);
  }
}
