import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { refillPoints, spendPoints } from "../../../src/engine/budget/PointBudget";
import { UNDECLARED, declareActions, multiActionPenalty, useDeclared } from "../../../src/engine/budget/DeclaredBudget";

const AP = { english: "AP", key: "TURNWRIGHT.Test.AP" };

describe("point budget (Action Points)", () => {
  it("spends what it has and refuses what it has not, saying how much is missing", () => {
    const spent = spendPoints({ points: 5, max: 8 }, 3, { english: "Attack", key: "TURNWRIGHT.Test.Attack" }, AP);
    expect(spent).toEqual({ ok: true, value: { points: 2, max: 8 } });
    const refused = spendPoints({ points: 2, max: 8 }, 3, { english: "Attack", key: "TURNWRIGHT.Test.Attack" }, AP);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.refusal.message).toBe("Attack needs 3 AP; only 2 AP left");
  });

  it("never goes below zero, whatever is asked of it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.array(fc.integer({ min: -3, max: 12 }), { maxLength: 30 }), (max, costs) => {
        let state = refillPoints({ points: 0, max });
        for (const cost of costs) {
          const result = spendPoints(state, cost, { english: "x", key: "TURNWRIGHT.Test.x" }, AP);
          if (result.ok) state = result.value;
          expect(state.points).toBeGreaterThanOrEqual(0);
          expect(state.points).toBeLessThanOrEqual(max);
        }
      }),
      { seed: 99 },
    );
  });
});

describe("declared actions (multi-action)", () => {
  it("four actions cost 3D on every roll that round", () => {
    const declared = declareActions(UNDECLARED, 4);
    expect(declared.ok).toBe(true);
    if (declared.ok) expect(multiActionPenalty(declared.value)).toBe(3);
  });

  it("refuses an action beyond those declared and a second declaration", () => {
    const declared = declareActions(UNDECLARED, 1);
    if (!declared.ok) throw new Error("declare failed");
    const used = useDeclared(declared.value, "dodge");
    if (!used.ok) throw new Error("use failed");
    const again = useDeclared(used.value, "shoot");
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.refusal.code).toBe("declared-used");
    expect(declareActions(used.value, 2).ok).toBe(false);
  });

  it("never uses more than declared", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 20 }), (count, attempts) => {
        const declared = declareActions(UNDECLARED, count);
        if (!declared.ok) throw new Error("declare failed");
        let state = declared.value;
        for (let i = 0; i < attempts; i += 1) {
          const result = useDeclared(state, "act");
          if (result.ok) state = result.value;
        }
        expect(state.used).toBe(Math.min(count, attempts));
      }),
      { seed: 5 },
    );
  });
});
