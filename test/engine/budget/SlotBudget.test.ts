import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  EMPTY_SLOT_BUDGET,
  roundAllowanceLeft,
  roundAllowanceUsed,
  spendSlot,
  startSlotTurn,
  type SlotBudgetRules,
  type SlotBudgetState,
} from "../../../src/engine/budget/SlotBudget";

/** A Phase's shape: attack + move, two moves, or one full-phase action; a step never with movement. */
const PHASE: SlotBudgetRules = {
  patterns: [{ attack: 1, move: 1 }, { fullPhase: 1 }],
  unlimited: ["free", "step"],
  perRound: {},
  distinct: [],
  mayFill: { move: ["attack"] },
  excludes: { step: ["move"] },
  labels: {
    attack: { english: "attack", key: "TURNWRIGHT.Test.attack" },
    move: { english: "move", key: "TURNWRIGHT.Test.move" },
    fullPhase: { english: "full-phase action", key: "TURNWRIGHT.Test.fullPhase" },
    step: { english: "1-hex step", key: "TURNWRIGHT.Test.step" },
    free: { english: "free action", key: "TURNWRIGHT.Test.free" },
  },
  spans: { turn: { english: "Phase", key: "TURNWRIGHT.Test.Phase" }, round: { english: "Turn", key: "TURNWRIGHT.Test.Turn" } },
};

const RESTRICTED: SlotBudgetRules = { ...PHASE, patterns: [{ attack: 1 }] };

function run(rules: SlotBudgetRules, kinds: string[]): { ok: boolean; state: SlotBudgetState; code?: string } {
  let state = EMPTY_SLOT_BUDGET;
  for (const [index, kind] of kinds.entries()) {
    const result = spendSlot(rules, state, { id: `${kind}${index}`, name: kind, kind, subtypes: [] });
    if (!result.ok) return { ok: false, state, code: result.refusal.code };
    state = result.value;
  }
  return { ok: true, state };
}

describe("slot budget, generic", () => {
  it("lets a move take the attack's slot but not the other way round", () => {
    expect(run(PHASE, ["move", "move"]).ok).toBe(true);
    expect(run(PHASE, ["attack", "move"]).ok).toBe(true);
    expect(run(PHASE, ["move", "attack"]).ok).toBe(true);
    expect(run(PHASE, ["attack", "attack"])).toMatchObject({ ok: false, code: "turn-full" });
    expect(run(PHASE, ["move", "move", "attack"])).toMatchObject({ ok: false, code: "turn-full" });
  });

  it("keeps an excluded pair apart in either order", () => {
    expect(run(PHASE, ["step", "move"])).toMatchObject({ ok: false, code: "kind-excluded" });
    expect(run(PHASE, ["move", "step"])).toMatchObject({ ok: false, code: "kind-excluded" });
    expect(run(PHASE, ["step", "attack", "free", "free"]).ok).toBe(true);
  });

  it("a restricted turn holds one attack, or one move in its place", () => {
    expect(run(RESTRICTED, ["attack"]).ok).toBe(true);
    expect(run(RESTRICTED, ["move"]).ok).toBe(true);
    expect(run(RESTRICTED, ["move", "attack"]).ok).toBe(false);
  });

  it("reports what still fits", () => {
    const after = run(PHASE, ["attack"]);
    const fits = (kind: string) => spendSlot(PHASE, after.state, { id: `probe:${kind}`, name: kind, kind, subtypes: [] }).ok;
    expect(["attack", "move", "fullPhase", "free"].filter(fits)).toEqual(["move", "free"]);
  });

  it("whatever is tried, what was spent always fits one pattern", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("attack", "move", "fullPhase", "step", "free"), { maxLength: 10 }), (kinds) => {
        let state = EMPTY_SLOT_BUDGET;
        for (const [index, kind] of kinds.entries()) {
          const result = spendSlot(PHASE, state, { id: `${index}`, name: kind, kind, subtypes: [] });
          if (result.ok) state = result.value;
        }
        const count = (kind: string) => state.turn.filter((s) => s.kind === kind).length;
        expect(count("attack") + count("move") + 2 * count("fullPhase")).toBeLessThanOrEqual(2);
        expect(count("attack")).toBeLessThanOrEqual(1);
        expect(count("step") === 0 || count("move") === 0).toBe(true);
      }),
      { seed: 3 },
    );
  });
});

describe("a round's allowance, asked before spending", () => {
  const ROUNDS: SlotBudgetRules = { ...PHASE, perRound: { reaction: 2 } };
  const reaction = (index: number) => ({ id: `reaction${index}`, name: "reaction", kind: "reaction", subtypes: [] });

  it("is left exactly while spendSlot would still allow the kind, and always for a kind without one", () => {
    let state = EMPTY_SLOT_BUDGET;
    for (let index = 0; index < 4; index++) {
      const left = roundAllowanceLeft(ROUNDS, state, "reaction");
      const spent = spendSlot(ROUNDS, state, reaction(index));
      expect(left).toBe(spent.ok);
      if (!spent.ok) expect(spent.refusal.code).toBe("round-allowance-used");
      else state = spent.value;
      expect(roundAllowanceLeft(ROUNDS, state, "attack")).toBe(true);
    }
    expect(state.round).toEqual({ reaction: 2 });
  });

  it("is used exactly when some kind of the round has a spend counted, whatever the turn holds", () => {
    const kinds = fc.array(fc.constantFrom("attack", "move", "reaction", "free"), { maxLength: 8 });
    fc.assert(
      fc.property(kinds, fc.boolean(), (spends, startAgain) => {
        let state = EMPTY_SLOT_BUDGET;
        for (const [index, kind] of spends.entries()) {
          const spent = spendSlot(ROUNDS, state, kind === "reaction" ? reaction(index) : { id: `${kind}${index}`, name: kind, kind, subtypes: [] });
          if (spent.ok) state = spent.value;
          if (startAgain) state = startSlotTurn(state);
          expect(roundAllowanceUsed(state)).toBe(Object.values(state.round).some((used) => used > 0));
          // Read from stored data: a round that counts nothing is no use.
          expect(roundAllowanceUsed({ turn: state.turn, round: { ...state.round, other: 0 } })).toBe(roundAllowanceUsed(state));
        }
      }),
      { seed: 7 },
    );
  });
});

describe("answers kept between questions", () => {
  const kinds = fc.array(fc.constantFrom("attack", "move", "fullPhase", "step", "free"), { maxLength: 6 });
  const action = (index: number, kind: string) => ({ id: `${kind}${index % 2}`, name: kind, kind, subtypes: [] });

  it("answers a state the same as a fresh copy of it, and the same question with the very same answer", () => {
    fc.assert(
      fc.property(kinds, kinds, (first, second) => {
        let kept = EMPTY_SLOT_BUDGET;
        let fresh: SlotBudgetState = { turn: [], round: {} };
        for (const [index, kind] of [...first, ...second].entries()) {
          const asked = spendSlot(PHASE, kept, action(index, kind));
          expect(spendSlot(PHASE, kept, action(index, kind))).toBe(asked);
          const copied = spendSlot(PHASE, { turn: [...fresh.turn], round: { ...fresh.round } }, action(index, kind));
          expect(copied).toEqual(asked);
          if (asked.ok && copied.ok) [kept, fresh] = [asked.value, copied.value];
          if (index === first.length - 1) [kept, fresh] = [startSlotTurn(kept), startSlotTurn(fresh)];
        }
      }),
      { seed: 5 },
    );
  });

  it("answers by id and kind together, and by the rules asked", () => {
    const move = spendSlot(PHASE, EMPTY_SLOT_BUDGET, { id: "x", name: "x", kind: "move", subtypes: [] });
    const full = spendSlot(PHASE, EMPTY_SLOT_BUDGET, { id: "x", name: "x", kind: "fullPhase", subtypes: [] });
    expect(move.ok && move.value.turn).toEqual([{ id: "x", kind: "move" }]);
    expect(full.ok && full.value.turn).toEqual([{ id: "x", kind: "fullPhase" }]);
    expect(spendSlot(RESTRICTED, EMPTY_SLOT_BUDGET, { id: "x", name: "x", kind: "fullPhase", subtypes: [] })).toMatchObject({ ok: false });
  });

  it("opens the same fresh turn for the same state", () => {
    const spent = spendSlot(PHASE, EMPTY_SLOT_BUDGET, action(0, "attack"));
    if (!spent.ok) throw new Error(spent.refusal.message);
    expect(startSlotTurn(spent.value)).toBe(startSlotTurn(spent.value));
    expect(startSlotTurn(spent.value)).toEqual({ turn: [], round: {} });
  });

  it("opens one fresh turn for every state of the same round, whatever its turn held", () => {
    const ROUNDS: SlotBudgetRules = { ...PHASE, perRound: { reaction: 1 } };
    fc.assert(
      fc.property(kinds, kinds, (first, second) => {
        const reacted = spendSlot(ROUNDS, EMPTY_SLOT_BUDGET, { id: "dodge", name: "dodge", kind: "reaction", subtypes: [] });
        if (!reacted.ok) throw new Error(reacted.refusal.message);
        for (const base of [EMPTY_SLOT_BUDGET, reacted.value]) {
          const [a, b] = [first, second].map((spends) => {
            let state = base;
            for (const [index, kind] of spends.entries()) {
              const spent = spendSlot(ROUNDS, state, action(index, kind));
              if (spent.ok) state = spent.value;
            }
            return state;
          });
          if (a === undefined || b === undefined) throw new Error("two states");
          expect(startSlotTurn(a)).toEqual({ turn: [], round: base.round });
          // Neither the turn a state held nor the way it came about tells its fresh turns apart.
          if (a.turn.length > 0 && b.turn.length > 0) expect(startSlotTurn(a)).toBe(startSlotTurn(b));
        }
      }),
      { seed: 11 },
    );
  });
});
