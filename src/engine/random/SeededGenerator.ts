import { xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";
import { isGeneratorState, type GeneratorState } from "./GeneratorState";
import { seedWords, trialWords } from "./splitMix64";

const TWO_POW_32 = 0x1_0000_0000;

/**
 * Seed 0's state, worked out once: a study's every trial opens a generator on seed 0 and then
 * replaces its state (`forTrial`), and the mixing is 64-bit integer work each time.
 */
const SEED_ZERO_WORDS = seedWords(0);

/**
 * The one source of randomness in the engine: xoroshiro128+ from pure-rand, mutated in place
 * for speed. Same seed, same sequence, on every machine.
 */
export class SeededGenerator {
  #rng: RandomGenerator;

  /**
   * Any safe integer is a seed, mixed through SplitMix64 into the whole state (`splitMix64.ts`):
   * consecutive seeds open with unrelated rolls, and no two safe integers share a sequence.
   */
  constructor(seed: number) {
    if (!Number.isSafeInteger(seed)) {
      throw new RangeError(`A seed must be a whole number between -(2^53 - 1) and 2^53 - 1, not ${seed}`);
    }
    this.#rng = xoroshiro128plusFromState(seed === 0 ? SEED_ZERO_WORDS : seedWords(seed));
  }

  /** The generator of trial `trial` of a study seeded `seed` (both whole numbers below 2^32). */
  static forTrial(seed: number, trial: number): SeededGenerator {
    const inRange = (n: number): boolean => Number.isInteger(n) && n >= 0 && n < TWO_POW_32;
    if (!inRange(seed) || !inRange(trial))
      throw new RangeError(`A study's seed and trial number are whole numbers from 0 to 2^32 - 1, not ${seed} and ${trial}`);
    const generator = new SeededGenerator(0);
    generator.#rng = xoroshiro128plusFromState(trialWords(seed, trial));
    return generator;
  }

  static fromState(state: GeneratorState): SeededGenerator {
    // States arrive from saved files, so the type alone does not vouch for them.
    if (!isGeneratorState(state)) {
      throw new RangeError(`Not a xoroshiro128plus state (four 32-bit integers): ${JSON.stringify(state)}`);
    }
    // All-zero is the one state xoroshiro never leaves: every output would be 0.
    if (state.words.every((word) => word === 0)) {
      throw new RangeError("A xoroshiro128plus state cannot be all zeros");
    }
    const generator = new SeededGenerator(0);
    generator.#rng = xoroshiro128plusFromState(state.words);
    return generator;
  }

  state(): GeneratorState {
    const [a = 0, b = 0, c = 0, d = 0] = this.#rng.getState();
    return { algorithm: "xoroshiro128plus", words: [a, b, c, d] };
  }

  clone(): SeededGenerator {
    return SeededGenerator.fromState(this.state());
  }

  /**
   * A whole number from `min` to `max`, both included, every value equally likely. Draws that
   * fall in the incomplete last block of 2^32 are thrown away (rejection), so there is no modulo
   * bias; the value comes from the draw's high bits, because the lowest bits of xoroshiro128+ are
   * its weakest.
   */
  nextInt(min: number, max: number): number {
    const span = max - min + 1;
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || !(span >= 1 && span <= TWO_POW_32)) {
      throw new RangeError(`nextInt needs whole numbers min <= max, at most 2^32 - 1 apart, not ${min} and ${max}`);
    }
    const share = Math.floor(TWO_POW_32 / span);
    const limit = share * span;
    let draw = this.#rng.next() >>> 0;
    while (draw >= limit) draw = this.#rng.next() >>> 0;
    return min + Math.floor(draw / share);
  }
}
