/**
 * A generator's position in its sequence as plain JSON, so a fight can be saved mid-way and
 * resumed with the very same dice. `words` are xoroshiro128+'s 128 bits as four signed 32-bit
 * integers, in pure-rand's order.
 */
export interface GeneratorState {
  readonly algorithm: "xoroshiro128plus";
  readonly words: readonly [number, number, number, number];
}

/** True when `value` (typically parsed from a saved file) has the shape of a GeneratorState. */
export function isGeneratorState(value: unknown): value is GeneratorState {
  if (typeof value !== "object" || value === null) return false;
  if (!("algorithm" in value) || value.algorithm !== "xoroshiro128plus") return false;
  if (!("words" in value) || !Array.isArray(value.words)) return false;
  const words: readonly unknown[] = value.words;
  return words.length === 4 && words.every(isInt32);
}

function isInt32(word: unknown): boolean {
  return typeof word === "number" && Number.isInteger(word) && word >= -0x8000_0000 && word <= 0x7fff_ffff;
}
