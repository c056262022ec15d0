import fc from "fast-check";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { describe, expect, it } from "vitest";
import { isGeneratorState } from "../../../src/engine/random/GeneratorState";
import { SeededGenerator } from "../../../src/engine/random/SeededGenerator";
import { ReferenceSplitMix, ReferenceXoroshiro } from "./xoroshiroReference";

const TWO_POW_32 = 2 ** 32;

/** nextInt's promised mapping, rebuilt from raw reference outputs: reject the last partial block, scale by division. */
function referenceInts(seed: number, min: number, max: number, n: number): number[] {
  const reference = ReferenceXoroshiro.mixedSeed(seed);
  const span = max - min + 1;
  const share = Math.floor(TWO_POW_32 / span);
  const out: number[] = [];
  while (out.length < n) {
    const draw = reference.next32() >>> 0;
    if (draw < share * span) out.push(min + Math.floor(draw / share));
  }
  return out;
}

describe("xoroshiro128+ known vectors", () => {
  it.each([0, 1, 42, 7_654_321, 0x7fff_ffff, 0x8000_0000, 0xffff_ffff])("pure-rand matches the reference algorithm for seed %i", (seed) => {
    const library = xoroshiro128plus(seed);
    const reference = ReferenceXoroshiro.seeded(seed);
    expect(library.getState()).toEqual(reference.words());
    const fromLibrary = Array.from({ length: 20 }, () => library.next());
    const fromReference = Array.from({ length: 20 }, () => reference.next32());
    expect(fromLibrary).toEqual(fromReference);
    expect(library.getState()).toEqual(reference.words());
  });

  it("the reference is a real generator: outputs differ and use the full 64 bits", () => {
    const reference = ReferenceXoroshiro.seeded(42);
    const outputs = Array.from({ length: 8 }, () => reference.next64());
    expect(new Set(outputs).size).toBe(8);
    expect(outputs.some((x) => x >= 1n << 63n)).toBe(true);
  });

  it.each([0, 1, 42, 0xffff_ffff, 2 ** 32, 2 ** 40 + 5, -1, -7, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER])(
    "SeededGenerator(%i) starts in the reference state and draws the reference dice",
    (seed) => {
      const generator = new SeededGenerator(seed);
      expect(generator.state().words).toEqual(ReferenceXoroshiro.mixedSeed(seed).words());
      const d6 = Array.from({ length: 50 }, () => generator.nextInt(1, 6));
      expect(d6).toEqual(referenceInts(seed, 1, 6, 50));
    },
  );

  it("draws wide ranges the same way, rejecting the biased tail", () => {
    const generator = new SeededGenerator(99);
    const min = -1_000_000;
    const max = 3_000_000_000;
    const drawn = Array.from({ length: 200 }, () => generator.nextInt(min, max));
    expect(drawn).toEqual(referenceInts(99, min, max, 200));
  });

  it("the seed goes through SplitMix64, whose reference gives the published outputs", () => {
    // Rosetta Code, "Pseudo-random numbers/Splitmix64": the first five outputs for seed 1234567.
    const mix = new ReferenceSplitMix(1_234_567n);
    expect(Array.from({ length: 5 }, () => mix.next64())).toEqual([
      6457827717110365317n,
      3203168211198807973n,
      9817491932198370423n,
      4593380528125082431n,
      16408922859458223821n,
    ]);
    expect(new ReferenceSplitMix(0n).next64()).toBe(0xe220a8397b1dcdafn);
    const [a, b, c, d] = new SeededGenerator(1_234_567).state().words;
    const word = (high: number, low: number): bigint => (BigInt(high >>> 0) << 32n) | BigInt(low >>> 0);
    expect([word(a, b), word(c, d)]).toEqual([6457827717110365317n, 3203168211198807973n]);
  });
});

describe("SeededGenerator", () => {
  it("nextInt stays within its bounds", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed, min, width) => {
        const generator = new SeededGenerator(seed);
        const max = min + width;
        for (let i = 0; i < 20; i++) {
          const value = generator.nextInt(min, max);
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(min);
          expect(value).toBeLessThanOrEqual(max);
        }
      }),
    );
  });

  it("the same seed gives the same sequence", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.integer({ min: 2, max: 1000 }), (seed, faces) => {
        const a = new SeededGenerator(seed);
        const b = new SeededGenerator(seed);
        const first = Array.from({ length: 30 }, () => a.nextInt(1, faces));
        const second = Array.from({ length: 30 }, () => b.nextInt(1, faces));
        expect(second).toEqual(first);
      }),
    );
  });

  it("different seeds give different sequences", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.maxSafeInteger(), (x, y) => {
        fc.pre(x !== y);
        const a = new SeededGenerator(x);
        const b = new SeededGenerator(y);
        const first = Array.from({ length: 8 }, () => a.nextInt(0, 2 ** 32 - 1));
        const second = Array.from({ length: 8 }, () => b.nextInt(0, 2 ** 32 - 1));
        expect(second).not.toEqual(first);
      }),
    );
  });

  it("a saved state survives JSON and resumes the same sequence", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.nat({ max: 200 }), (seed, skip) => {
        const generator = new SeededGenerator(seed);
        for (let i = 0; i < skip; i++) generator.nextInt(1, 20);
        const saved: unknown = JSON.parse(JSON.stringify(generator.state()));
        if (!isGeneratorState(saved)) throw new Error(`state did not survive JSON: ${JSON.stringify(saved)}`);
        const resumed = SeededGenerator.fromState(saved);
        const clone = generator.clone();
        const expected = Array.from({ length: 20 }, () => generator.nextInt(1, 100));
        expect(Array.from({ length: 20 }, () => resumed.nextInt(1, 100))).toEqual(expected);
        expect(Array.from({ length: 20 }, () => clone.nextInt(1, 100))).toEqual(expected);
      }),
    );
  });

  it("is roughly uniform: chi-square of 60,000 d6 throws", () => {
    const generator = new SeededGenerator(20_240_601);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) {
      const face = generator.nextInt(1, 6);
      counts[face - 1] = (counts[face - 1] ?? 0) + 1;
    }
    const expected = 10_000;
    const chiSquare = counts.reduce((sum, seen) => sum + (seen - expected) ** 2 / expected, 0);
    // 20.52 is the 0.1% critical value for 5 degrees of freedom: generous for a fair die.
    expect(chiSquare).toBeLessThan(20.52);
  });

  it("recognises saved states by shape", () => {
    expect(isGeneratorState(new SeededGenerator(5).state())).toBe(true);
    expect(isGeneratorState({ algorithm: "xoroshiro128plus", words: [1, 2, 3] })).toBe(false);
    expect(isGeneratorState({ algorithm: "mersenne", words: [1, 2, 3, 4] })).toBe(false);
    expect(isGeneratorState({ algorithm: "xoroshiro128plus", words: [1, 2, 3, "4"] })).toBe(false);
    expect(isGeneratorState({ algorithm: "xoroshiro128plus", words: [1, 2, 3, 0.5] })).toBe(false);
    expect(isGeneratorState(null)).toBe(false);
    expect(isGeneratorState([1, 2, 3, 4])).toBe(false);
  });

  it("refuses bad seeds, ranges and states with a message naming the value", () => {
    expect(() => new SeededGenerator(1.5)).toThrow(/not 1\.5/);
    expect(() => new SeededGenerator(2 ** 53)).toThrow(RangeError);
    const generator = new SeededGenerator(1);
    expect(() => generator.nextInt(6, 1)).toThrow(/not 6 and 1/);
    expect(() => generator.nextInt(1, 2.5)).toThrow(RangeError);
    expect(() => generator.nextInt(0, 2 ** 32)).toThrow(RangeError);
    expect(() => SeededGenerator.fromState({ algorithm: "xoroshiro128plus", words: [0, 0, 0, 0] })).toThrow(/all zeros/);
    expect(() => SeededGenerator.fromState({ algorithm: "xoroshiro128plus", words: [1, 2, 3, 2 ** 31] })).toThrow(/2147483648/);
  });
});

describe("a study's trial generators", () => {
  it("seed trial n from SplitMix64 over seed · 2^32 + n, as the reference mixes it", () => {
    for (const [seed, trial] of [
      [0, 0],
      [1, 0],
      [42, 9_999],
      [0xffff_ffff, 0xffff_ffff],
    ] as const) {
      const mix = new ReferenceSplitMix((BigInt(seed) << 32n) | BigInt(trial));
      const reference = new ReferenceXoroshiro(mix.next64(), mix.next64());
      expect(SeededGenerator.forTrial(seed, trial).state().words).toEqual(reference.words());
    }
  });

  it("give every trial of a seed its own dice, whatever ran before", () => {
    const first = (trial: number) => SeededGenerator.forTrial(7, trial).nextInt(1, 1_000_000);
    const openings = new Set(Array.from({ length: 500 }, (_, trial) => first(trial)));
    expect(openings.size).toBeGreaterThan(495);
    expect(SeededGenerator.forTrial(7, 3).state()).toEqual(SeededGenerator.forTrial(7, 3).state());
  });

  it("refuses a seed or trial outside 0 to 2^32 - 1", () => {
    expect(() => SeededGenerator.forTrial(-1, 0)).toThrow(RangeError);
    expect(() => SeededGenerator.forTrial(0, 2 ** 32)).toThrow(RangeError);
    expect(() => SeededGenerator.forTrial(0.5, 0)).toThrow(RangeError);
  });
});
