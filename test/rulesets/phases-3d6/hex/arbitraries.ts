import fc from "fast-check";
import type { Hex } from "../../../../src/rulesets/phases-3d6/hex/Hex";

/** Hexes on a map far larger than any battle, negative coordinates included. */
export const anyHex: fc.Arbitrary<Hex> = fc.record({ q: fc.integer({ min: -500, max: 500 }), r: fc.integer({ min: -500, max: 500 }) });
