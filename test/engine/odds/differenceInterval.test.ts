import { describe, expect, it } from "vitest";
import { differenceInterval, Z_999 } from "../../support/differenceInterval";

const Z_95 = 1.959963984540054;

describe("the interval of a difference of two win rates (Newcombe's hybrid score)", () => {
  // Newcombe (1998), Table II, method 10: his six worked examples at 95%, to four places.
  it.each([
    [56, 70, 48, 80, 0.0524, 0.3339],
    [9, 10, 3, 10, 0.1705, 0.809],
    [6, 7, 2, 7, 0.0582, 0.8062],
    [5, 56, 0, 29, -0.0381, 0.1926],
    [0, 10, 0, 20, -0.1611, 0.2775],
    [10, 10, 0, 20, 0.6791, 1],
  ])("%i/%i − %i/%i: %f to %f", (winsA, trialsA, winsB, trialsB, low, high) => {
    const interval = differenceInterval(winsA, trialsA, winsB, trialsB, Z_95);
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
  });

  it("is wider at 99.9% than at 95%, and holds 0 for two equal rates", () => {
    const wide = differenceInterval(1016, 4000, 1050, 4000, Z_999);
    const narrow = differenceInterval(1016, 4000, 1050, 4000, Z_95);
    expect(wide.low).toBeLessThan(narrow.low);
    expect(wide.high).toBeGreaterThan(narrow.high);
    expect(differenceInterval(1000, 4000, 1000, 4000, Z_999).low).toBeLessThan(0);
    // The list's order as it once decided a d6-pool squad: 25.4% against 2.7% is no chance difference.
    expect(differenceInterval(1016, 4000, 107, 4000, Z_999).low).toBeGreaterThan(0);
  });
});
