/**
 * xoroshiro128+ (the 2018 constants a = 24, b = 16, c = 37) written from the published reference
 * algorithm with 64-bit BigInt words, to check the library against something it did not write.
 */
const MASK_64 = (1n << 64n) - 1n;

function rotl(x: bigint, k: bigint): bigint {
  return ((x << k) | (x >> (64n - k))) & MASK_64;
}

export class ReferenceXoroshiro {
  #s0: bigint;
  #s1: bigint;

  constructor(s0: bigint, s1: bigint) {
    this.#s0 = s0 & MASK_64;
    this.#s1 = s1 & MASK_64;
  }

  /**
   * Seeded as pure-rand seeds xoroshiro128plus(seed): the first word is all ones in its high half
   * and the seed's complement in its low half; the second holds the seed in its high half and, for
   * seeds of 2^32 and more (or negative), the seed's high bits in its low half.
   */
  static seeded(seed: number): ReferenceXoroshiro {
    const big = BigInt(seed);
    const low = BigInt.asUintN(32, big);
    const high = BigInt.asUintN(32, big >> 32n);
    const s0 = (0xffff_ffffn << 32n) | (~low & 0xffff_ffffn);
    const s1 = (low << 32n) | high;
    return new ReferenceXoroshiro(s0, s1);
  }

  /**
   * Seeded as Turnwright seeds it: the two first outputs of SplitMix64 from the seed as an
   * unsigned 64-bit number (the published algorithm, checked against its published outputs).
   */
  static mixedSeed(seed: number): ReferenceXoroshiro {
    const mix = new ReferenceSplitMix(BigInt.asUintN(64, BigInt(seed)));
    return new ReferenceXoroshiro(mix.next64(), mix.next64());
  }

  /** The full 64-bit output, then one step of the state. */
  next64(): bigint {
    const s0 = this.#s0;
    let s1 = this.#s1;
    const result = (s0 + s1) & MASK_64;
    s1 ^= s0;
    this.#s0 = rotl(s0, 24n) ^ s1 ^ ((s1 << 16n) & MASK_64);
    this.#s1 = rotl(s1, 37n);
    return result;
  }

  /** pure-rand hands out the low 32 bits of each output as a signed integer. */
  next32(): number {
    return Number(BigInt.asIntN(32, this.next64()));
  }

  /** The state as pure-rand's four signed words: high and low half of s0, then of s1. */
  words(): [number, number, number, number] {
    const word = (x: bigint): number => Number(BigInt.asIntN(32, x));
    return [word(this.#s0 >> 32n), word(this.#s0), word(this.#s1 >> 32n), word(this.#s1)];
  }
}

/** SplitMix64 as published (Steele, Lea and Flood 2014; Vigna's splitmix64.c), in BigInt words. */
export class ReferenceSplitMix {
  #x: bigint;

  constructor(seed: bigint) {
    this.#x = seed & MASK_64;
  }

  next64(): bigint {
    this.#x = (this.#x + 0x9e3779b97f4a7c15n) & MASK_64;
    let z = this.#x;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK_64;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK_64;
    return z ^ (z >> 31n);
  }
}
