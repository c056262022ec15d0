/**
 * One field of a fighter entered again once the effects on it changed: a value the fight has left
 * as it was `entered` takes the one `fresh` under the effects now in force; one the fight changed
 * (wounds taken, a condition put on) keeps what the fight made of it (`current`).
 */
export function reenteredField<T>(entered: T, current: T, fresh: T): T {
  return current === entered ? fresh : current;
}
