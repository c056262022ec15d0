import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { EMPTY_SLOT_BUDGET, type SlotBudgetState } from "../../../src/engine/budget/SlotBudget";
import type { Outcome } from "../../../src/engine/Refusal";
import { PHASE_ACTIONS, phaseAction } from "../../../src/rulesets/phases-3d6/actions";
import { spendInPhase } from "../../../src/rulesets/phases-3d6/phaseBudget";

function take(restricted: boolean, ids: string[], movement = 6): Outcome<SlotBudgetState> {
  let state = EMPTY_SLOT_BUDGET;
  for (const id of ids) {
    const action = phaseAction(id);
    if (action === undefined) throw new Error(`no action ${id}`);
    const spent = spendInPhase(restricted, state, action, movement);
    if (!spent.ok) return spent;
    state = spent.value;
  }
  return { ok: true, value: state };
}

const allows = (ids: string[], movement = 6) => take(false, ids, movement).ok;
function refusal(restricted: boolean, ids: string[], movement = 6): string {
  const result = take(restricted, ids, movement);
  return result.ok ? "allowed" : result.refusal.code;
}

describe("phases-3d6 Phase budget", () => {
  it("an attack action and a move action, in either order", () => {
    expect(allows(["strike", "halfMove"])).toBe(true);
    expect(allows(["drawFocus", "haymaker"])).toBe(true);
  });

  it("two move actions: a move may always take an attack's place", () => {
    expect(allows(["halfMove", "halfMove"])).toBe(true);
    expect(allows(["standUp", "reload"])).toBe(true);
    expect(refusal(false, ["halfMove", "halfMove", "strike"])).toBe("turn-full");
  });

  it("never two attack actions", () => {
    expect(refusal(false, ["strike", "grab"])).toBe("turn-full");
    expect(refusal(false, ["ready", "strike"])).toBe("turn-full");
  });

  it("a full-phase action alone, with free actions", () => {
    expect(allows(["takeRecovery", "drop", "dropProne", "brace"])).toBe(true);
    expect(refusal(false, ["fullMove", "strike"])).toBe("turn-full");
    expect(refusal(false, ["halfMove", "recoverFromStun"])).toBe("turn-full");
  });

  it("one 1-hex step besides, never with movement that Phase", () => {
    expect(allows(["step", "strike", "drawFocus"])).toBe(true);
    expect(allows(["strike", "step"])).toBe(true);
    expect(refusal(false, ["step", "halfMove"])).toBe("kind-excluded");
    expect(refusal(false, ["halfMove", "step"])).toBe("kind-excluded");
    expect(refusal(false, ["crawl", "step"])).toBe("kind-excluded");
    expect(refusal(false, ["step", "step"])).toBe("turn-full");
  });

  it("a step with a full-phase action only when that action covers no ground", () => {
    expect(allows(["takeRecovery", "step"])).toBe(true);
    expect(allows(["step", "rapidFire"])).toBe(true);
    expect(refusal(false, ["fullMove", "step"])).toBe("kind-excluded");
    expect(refusal(false, ["step", "withdraw"])).toBe("kind-excluded");
  });

  it("no step for a character whose movement is 1 hex or less", () => {
    expect(refusal(false, ["step"], 1)).toBe("too-slow-to-step");
    expect(refusal(false, ["step"], 0)).toBe("too-slow-to-step");
    expect(allows(["step"], 2)).toBe(true);
    expect(allows(["crawl"], 1)).toBe(true);
  });

  it("a restricted Phase: one attack or one move, free actions besides, no full-phase action", () => {
    expect(take(true, ["strike", "drop"]).ok).toBe(true);
    expect(take(true, ["halfMove"]).ok).toBe(true);
    expect(take(true, ["startFullPhase"]).ok).toBe(true);
    expect(take(true, ["step", "strike"]).ok).toBe(true);
    expect(refusal(true, ["strike", "halfMove"])).toBe("turn-full");
    expect(refusal(true, ["halfMove", "halfMove"])).toBe("turn-full");
    expect(refusal(true, ["takeRecovery"])).toBe("turn-full");
  });

  it("says what the Phase already holds", () => {
    const result = take(false, ["strike", "grab"]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.refusal.message).toContain("already took an attack action");
  });

  it("whatever is tried, what was spent fits a Phase", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PHASE_ACTIONS), { maxLength: 8 }), fc.boolean(), (tried, restricted) => {
        let state = EMPTY_SLOT_BUDGET;
        for (const action of tried) {
          const spent = spendInPhase(restricted, state, action, 6);
          if (spent.ok) state = spent.value;
        }
        const count = (...kinds: string[]) => state.turn.filter((s) => kinds.includes(s.kind)).length;
        const slots = count("attack", "move", "travel") + 2 * count("fullPhase", "run");
        expect(slots).toBeLessThanOrEqual(restricted ? 1 : 2);
        expect(count("attack")).toBeLessThanOrEqual(1);
        expect(count("step")).toBeLessThanOrEqual(1);
        expect(count("step") === 0 || count("travel", "run") === 0).toBe(true);
      }),
      { seed: 12 },
    );
  });
});
