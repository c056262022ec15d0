import { describe, expect, it } from "vitest";
import { withinLimits } from "../../../src/foundry/data/refusingNumberField";

describe("withinLimits", () => {
  const characteristic = { integer: true, min: 0, max: 100 };

  it("keeps whole numbers inside the limits, the limits included", () => {
    for (const value of [0, 1, 42, 100]) expect(withinLimits(value, characteristic), String(value)).toBe(true);
  });

  it("leaves what cleaning would have to change for validation to refuse", () => {
    for (const value of [-1, 101, 140, 42.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(withinLimits(value, characteristic), String(value)).toBe(false);
  });

  it("accepts fractions and any size when the field sets no limits", () => {
    const free = { integer: false, min: undefined, max: undefined };
    expect(withinLimits(-3.25, free)).toBe(true);
    expect(withinLimits(1e9, free)).toBe(true);
    expect(withinLimits(2.5, { integer: false, min: 0, max: 2 })).toBe(false);
  });
});
