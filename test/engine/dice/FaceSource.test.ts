import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Chance } from "../../../src/engine/dice/Chance";
import { ForcedFaceError } from "../../../src/engine/dice/ForcedFaceError";
import { ForcedFaces } from "../../../src/engine/dice/ForcedFaces";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";
import { SeededGenerator } from "../../../src/engine/random/SeededGenerator";

/** A source that always shows the same face (and draws the same choice), to see when ForcedFaces hands over. */
function always(face: number, choice = 0): Chance {
  return { face: () => face, choose: () => choice };
}

describe("SeededFaces", () => {
  it("shows faces from 1 to the die size", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.integer({ min: 1, max: 1000 }), (seed, faces) => {
        const source = new SeededFaces(seed);
        for (let i = 0; i < 20; i++) {
          const face = source.face(faces);
          expect(Number.isInteger(face)).toBe(true);
          expect(face).toBeGreaterThanOrEqual(1);
          expect(face).toBeLessThanOrEqual(faces);
        }
      }),
    );
  });

  it("a seed and a generator with that seed throw the same faces", () => {
    const fromSeed = new SeededFaces(31);
    const fromGenerator = new SeededFaces(new SeededGenerator(31));
    const a = Array.from({ length: 40 }, () => fromSeed.face(10));
    const b = Array.from({ length: 40 }, () => fromGenerator.face(10));
    expect(b).toEqual(a);
  });

  it("draws each of a number of choices, from 0, and from the same generator as its dice", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.integer({ min: 1, max: 50 }), (seed, count) => {
        const source = new SeededFaces(seed);
        const twin = new SeededGenerator(seed);
        for (let i = 0; i < 20; i++) {
          const chosen = source.choose(count);
          expect(chosen).toBe(twin.nextInt(0, count - 1));
          expect(source.face(6)).toBe(twin.nextInt(1, 6));
        }
      }),
    );
  });

  it("draws every choice about as often as every other", () => {
    const source = new SeededFaces(2026);
    const counts = [0, 0, 0];
    for (let i = 0; i < 30_000; i++) {
      const chosen = source.choose(3);
      counts[chosen] = (counts[chosen] ?? 0) + 1;
    }
    // 10,000 each expected; 5 standard deviations (about 400) either side.
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(400);
  });

  it("advances the generator it was given", () => {
    const generator = new SeededGenerator(8);
    const twin = generator.clone();
    new SeededFaces(generator).face(6);
    twin.nextInt(1, 6);
    expect(generator.state()).toEqual(twin.state());
  });
});

describe("ForcedFaces", () => {
  it("answers from the queue in order, then hands over", () => {
    const source = new ForcedFaces([3, 1, 6], always(2));
    expect(source.remaining).toBe(3);
    expect([source.face(6), source.face(6)]).toEqual([3, 1]);
    expect(source.remaining).toBe(1);
    expect(source.face(6)).toBe(6);
    expect(source.remaining).toBe(0);
    expect([source.face(6), source.face(20)]).toEqual([2, 2]);
    expect(source.remaining).toBe(0);
  });

  it("any valid queue comes out unchanged before the fallback", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 30 }), (queue) => {
        const source = new ForcedFaces(queue, always(7));
        const out = Array.from({ length: queue.length + 3 }, () => source.face(20));
        expect(out).toEqual([...queue, 7, 7, 7]);
      }),
    );
  });

  it("draws its choices from the source after the queue, leaving every forced face for the dice", () => {
    const source = new ForcedFaces([3, 1], always(2, 4));
    expect(source.choose(5)).toBe(4);
    expect(source.remaining).toBe(2);
    expect([source.face(6), source.face(6), source.face(6)]).toEqual([3, 1, 2]);
  });

  it("keeps its own copy of the queue", () => {
    const queue = [4, 5];
    const source = new ForcedFaces(queue, always(1));
    queue[0] = 99;
    expect(source.face(6)).toBe(4);
  });

  it.each([
    { value: 7, faces: 6, position: 1 },
    { value: 0, faces: 10, position: 1 },
    { value: 2.5, faces: 6, position: 1 },
    { value: -3, faces: 100, position: 1 },
  ])("refuses forced face $value on a d$faces, naming value, die and position", ({ value, faces, position }) => {
    const source = new ForcedFaces([1, value, 2], always(1));
    source.face(faces);
    let caught: unknown;
    try {
      source.face(faces);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ForcedFaceError);
    if (!(caught instanceof ForcedFaceError)) return;
    expect({ value: caught.value, faces: caught.faces, position: caught.position }).toEqual({ value, faces, position });
    expect(caught.message).toContain(`${value}`);
    expect(caught.message).toContain(`d${faces}`);
    expect(caught.message).toContain(`position ${position}`);
    expect(caught.name).toBe("ForcedFaceError");
    expect(source.remaining).toBe(2);
  });

  it("checks each forced face against the die it is used for", () => {
    const source = new ForcedFaces([12, 12], always(1));
    expect(source.face(20)).toBe(12);
    expect(() => source.face(10)).toThrow(ForcedFaceError);
  });
});
