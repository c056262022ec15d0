import fc from "fast-check";
import type { DiceRequest } from "../../../src/engine/dice/DiceRequest";

/**
 * Valid dice requests of every shape the engine accepts. Small dice and wide explode sets are
 * over-represented so that explosions, chains and keeps happen often.
 */
export const validRequest: fc.Arbitrary<DiceRequest> = fc
  .record({
    count: fc.integer({ min: 0, max: 8 }),
    faces: fc.oneof(fc.integer({ min: 2, max: 6 }), fc.constantFrom(8, 10, 12, 20, 100, 1000)),
    explodeSeed: fc.option(fc.array(fc.nat(), { maxLength: 4 }), { nil: undefined }),
    wildSeed: fc.option(fc.nat(), { nil: undefined }),
    keepSeed: fc.option(fc.record({ highest: fc.boolean(), amount: fc.nat() }), { nil: undefined }),
    modifier: fc.option(fc.integer({ min: -20, max: 20 }), { nil: undefined }),
  })
  .map(({ count, faces, explodeSeed, wildSeed, keepSeed, modifier }) => {
    const request: {
      count: number;
      faces: number;
      explode?: number[];
      wild?: { explodeOn: number };
      keep?: { highest: number } | { lowest: number };
      modifier?: number;
    } = { count, faces };
    if (explodeSeed !== undefined) {
      const explode = [...new Set(explodeSeed.map((n) => 1 + (n % faces)))];
      // A die may not explode on every face: give one back.
      request.explode = explode.length === faces ? explode.slice(1) : explode;
    }
    if (wildSeed !== undefined && count > 0) request.wild = { explodeOn: 1 + (wildSeed % faces) };
    if (keepSeed !== undefined && count > 0) {
      const amount = 1 + (keepSeed.amount % count);
      request.keep = keepSeed.highest ? { highest: amount } : { lowest: amount };
    }
    if (modifier !== undefined) request.modifier = modifier;
    return request;
  });

/** A seed for SeededFaces: any safe integer. */
export const seed = fc.maxSafeInteger();
