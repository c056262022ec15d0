import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createClock, fixedRounds, next, setInitiative } from "../../../src/engine/clock/index";
import { ledgerWithout, momentOf, recallBudgets, recordBudgets, type LedgerEntry } from "../../../src/foundry/fight/budgetLedger";
import { isClockState, readClock, readLedger } from "../../../src/foundry/fight/clockRecord";
import { combatantUpdateData, combatUpdateData } from "../../../src/foundry/fight/updateData";
import { GENERATIONS, globalsOf } from "../../support/foundry/foundryGenerations";

function storedClock(): object {
  const created = createClock(fixedRounds, [{ id: "a" }, { id: "b" }]);
  if (!created.ok) throw new Error("clock");
  const set = setInitiative(fixedRounds, created.state, { a: { score: 2 }, b: { score: 1 } });
  if (!set.ok) throw new Error("initiative");
  const stepped = next(fixedRounds, set.state);
  if (!stepped.ok) throw new Error("next");
  const stored: unknown = JSON.parse(JSON.stringify(stepped.state));
  if (typeof stored !== "object" || stored === null) throw new Error("json");
  return stored;
}

describe("the stored clock", () => {
  it("reads back what the engine wrote, through JSON", () => {
    const stored = storedClock();
    expect(isClockState(stored)).toBe(true);
    expect(readClock(stored)?.acting).toEqual(["b"]);
  });

  it("counts anything else as no clock", () => {
    expect(readClock(null)).toBeNull();
    expect(readClock({})).toBeNull();
    expect(readClock(Object.assign({}, storedClock(), { stage: "lunch" }))).toBeNull();
    expect(readClock(Object.assign({}, storedClock(), { roster: "a,b" }))).toBeNull();
  });

  it("drops ledger entries that do not read", () => {
    expect(readLedger([{ at: "x", budgets: { a: 1 } }, { at: 3 }, "junk"])).toEqual([{ at: "x", budgets: { a: 1 } }]);
    expect(readLedger(undefined)).toEqual([]);
  });
});

describe("the budget ledger", () => {
  it("records only what changed, as far back as the clock can undo", () => {
    let ledger: readonly LedgerEntry[] = [];
    expect(recordBudgets(ledger, "m", {})).toBe(ledger);
    for (let step = 0; step < 60; step++) ledger = recordBudgets(ledger, `m${step}`, { a: step });
    expect(ledger).toHaveLength(50);
    expect(ledger[0]?.at).toBe("m10");
  });

  it("gives back the budgets of the step that led to a moment, and forgets it", () => {
    const ledger = [
      { at: "one", budgets: { a: 1 } },
      { at: "two", budgets: { a: 2, b: 2 } },
    ];
    expect(recallBudgets(ledger, "two")).toEqual({ budgets: { a: 2, b: 2 }, actors: [], ledger: [{ at: "one", budgets: { a: 1 } }] });
    expect(recallBudgets(ledger, "three")).toBeNull();
    expect(ledgerWithout(ledger, "a")).toEqual([{ at: "two", budgets: { b: 2 } }]);
  });

  it("keeps what puts actors back beside the budgets, and reads back only well-formed actor changes", () => {
    const undo = { actor: "Actor.a", system: { "stun.value": 10 } };
    const ledger = recordBudgets([], "post-turn", {}, [undo]);
    expect(ledger).toEqual([{ at: "post-turn", budgets: {}, actors: [undo] }]);
    expect(recallBudgets(ledger, "post-turn")).toEqual({ budgets: {}, actors: [undo], ledger: [] });
    expect(readLedger([{ at: "x", budgets: {}, actors: [undo, { actor: 3 }, { actor: "Actor.b", system: { stun: {} } }] }])).toEqual([
      { at: "x", budgets: {}, actors: [undo] },
    ]);
  });

  it("names every moment of a fight differently", () => {
    const stored = readClock(storedClock());
    if (stored === null) throw new Error("clock");
    expect(momentOf(stored)).not.toBe(momentOf({ ...stored, turn: 0, acting: ["a"] }));
  });
});

describe.each(GENERATIONS)("Foundry update data, in $name's shape", (generation) => {
  const warned = vi.fn();
  beforeEach(() => {
    for (const [name, value] of Object.entries(globalsOf(generation, warned))) vi.stubGlobal(name, value);
  });
  afterEach(() => {
    expect(warned).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("replaces the clock and the budgets whole, in the Combat, and leaves the combatants out", () => {
    expect(combatUpdateData({ round: 2, turn: null, clock: null, ledger: [], budgets: { a: { turn: [] } }, surprised: ["b"] })).toEqual({
      round: 2,
      turn: null,
      system: { ...generation.replaced("clock", null), ledger: [], ...generation.replaced("budgets", { a: { turn: [] } }), surprised: ["b"] },
    });
  });

  it("writes a combatant's initiative as its own update data, and leaves out what does not change", () => {
    expect(combatUpdateData({})).toEqual({});
    expect(combatantUpdateData({ id: "b", initiative: null, tiebreak: [3], rolledFor: 0 })).toEqual({
      _id: "b",
      initiative: null,
      system: { tiebreak: [3], rolledFor: 0 },
    });
    expect(combatantUpdateData({ id: "a" })).toEqual({ _id: "a" });
  });
});
