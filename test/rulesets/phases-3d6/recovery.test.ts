import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { mayTakeRecovery, takeRecovery } from "../../../src/rulesets/phases-3d6/recovery";

describe("phases-3d6 Recovery", () => {
  it("everyone alive recovers, the knocked out included; the Body-less do not", () => {
    expect(mayTakeRecovery({ stun: 12, body: 10 })).toBe(true);
    expect(mayTakeRecovery({ stun: -4, body: 3 })).toBe(true);
    expect(mayTakeRecovery({ stun: 8, body: 0 })).toBe(false);
  });

  it("adds Recovery to Stun up to its maximum, and leaves Body alone", () => {
    expect(takeRecovery({ stun: 10, body: 6 }, 20, 5)).toEqual({ stun: 15, body: 6, gained: 5, woke: false });
    expect(takeRecovery({ stun: 18, body: 6 }, 20, 5)).toMatchObject({ stun: 20, gained: 2 });
  });

  it("wakes a knocked-out character whose Stun climbs above zero", () => {
    expect(takeRecovery({ stun: -2, body: 6 }, 20, 5)).toMatchObject({ stun: 3, woke: true });
    expect(takeRecovery({ stun: -8, body: 6 }, 20, 5)).toMatchObject({ stun: -3, woke: false });
  });

  it("never lowers Stun and never passes the maximum from below", () => {
    fc.assert(
      fc.property(fc.integer({ min: -30, max: 40 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 20 }), (stun, max, recovery) => {
        const after = takeRecovery({ stun, body: 5 }, max, recovery);
        expect(after.stun).toBeGreaterThanOrEqual(stun);
        if (stun <= max) expect(after.stun).toBeLessThanOrEqual(max);
        expect(after.gained).toBeLessThanOrEqual(recovery);
      }),
      { seed: 4 },
    );
  });
});
