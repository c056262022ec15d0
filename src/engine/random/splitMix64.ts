/**
 * SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014),
 * the seeding step the authors of xoroshiro128+ recommend: it spreads a seed's bits over the
 * whole state, so seeds 1, 2, 3 start far apart instead of in nearly the same state.
 */
const MASK_64 = (1n << 64n) - 1n;
const GOLDEN_GAMMA = 0x9e3779b97f4a7c15n;

/** One step from `state`: the next state and its 64-bit output. */
export function splitMix64(state: bigint): { readonly state: bigint; readonly output: bigint } {
  const next = (state + GOLDEN_GAMMA) & MASK_64;
  let z = next;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK_64;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK_64;
  return { state: next, output: z ^ (z >> 31n) };
}

/**
 * A 128-bit generator state from a seed (any safe integer, a negative one as its 64-bit two's
 * complement): two SplitMix64 outputs, as four signed 32-bit words, high half first. Two
 * successive outputs are never both zero, so the state is never the all-zero one xoroshiro
 * cannot leave.
 */
export function seedWords(seed: number): [number, number, number, number] {
  return wordsOf(BigInt.asUintN(64, BigInt(seed)));
}

/**
 * The state of one trial of a study: SplitMix64 over the 64 bits `seed · 2^32 + trial` (both
 * below 2^32). Each trial's dice depend on its seed and number alone, never on which trials
 * ran before it, so a study split among any number of workers throws the same dice.
 */
export function trialWords(seed: number, trial: number): [number, number, number, number] {
  return wordsOf((BigInt.asUintN(32, BigInt(seed)) << 32n) | BigInt.asUintN(32, BigInt(trial)));
}

function wordsOf(start: bigint): [number, number, number, number] {
  const first = splitMix64(start);
  const second = splitMix64(first.state);
  const word = (x: bigint): number => Number(BigInt.asIntN(32, x));
  return [word(first.output >> 32n), word(first.output), word(second.output >> 32n), word(second.output)];
}
