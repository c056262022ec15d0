import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shuffled } from "../../../src/engine/random/shuffled";
import { SeededGenerator } from "../../../src/engine/random/SeededGenerator";

describe("a list in a drawn order", () => {
  it("holds every item once, and leaves the list it was given as it was", () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 12 }), fc.nat(), (items, seed) => {
        const before = [...items];
        const generator = new SeededGenerator(seed);
        const order = shuffled(items, (count) => generator.nextInt(0, count - 1));
        expect([...order].sort()).toEqual([...items].sort());
        expect(items).toEqual(before);
      }),
    );
  });

  it("draws each of the six orders of three about as often", () => {
    const generator = new SeededGenerator(26);
    const counts = new Map<string, number>();
    for (let i = 0; i < 12_000; i++) {
      const order = shuffled(["a", "b", "c"], (count) => generator.nextInt(0, count - 1)).join("");
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(["abc", "acb", "bac", "bca", "cab", "cba"]);
    // 2,000 each expected; a standard deviation is about 41.
    for (const count of counts.values()) expect(Math.abs(count - 2_000)).toBeLessThan(200);
  });
});
