import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { declareActions, UNDECLARED, useDeclared } from "../../../src/engine/budget/DeclaredBudget";
import { declaredAfresh, spentOn } from "../../../src/rulesets/d6-pool/turn";

const counts = fc.oneof(fc.integer({ min: -3, max: 14 }), fc.double({ min: -3, max: 14, noNaN: false }));
const budgets = fc.record({
  declared: fc.option(fc.integer({ min: -1, max: 13 }), { nil: null }),
  used: fc.oneof(fc.integer({ min: -2, max: 14 }), fc.double({ min: -2, max: 14 })),
});
const actions = fc.constantFrom("attack", "dodge", "wait", "aim", "fullParry");

describe("the budgets a turn shares", () => {
  it("declare as a declaration from nothing does, however often asked", () => {
    fc.assert(
      fc.property(counts, (count) => {
        expect(declaredAfresh(count)).toEqual(declareActions(UNDECLARED, count));
        expect(declaredAfresh(count)).toEqual(declareActions(UNDECLARED, count));
      }),
      { numRuns: 2000 },
    );
  });

  it("spend an action as the budget's own rule does, whatever the action, however often asked", () => {
    fc.assert(
      fc.property(budgets, actions, actions, (budget, first, then) => {
        expect(spentOn(budget, first)).toEqual(useDeclared(budget, first));
        expect(spentOn(budget, then)).toEqual(useDeclared(budget, then));
      }),
      { numRuns: 3000 },
    );
  });
});
