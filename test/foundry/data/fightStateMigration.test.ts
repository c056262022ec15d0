import { describe, expect, it } from "vitest";
import { liftFightState } from "../../../src/foundry/data/fightStateMigration";

/** A Combat as an earlier Turnwright stored it: budgets and surprise on each Combatant. */
function oldCombat() {
  return {
    _id: "combat",
    round: 2,
    turn: 1,
    system: { clock: { round: 1 }, ledger: [] },
    combatants: [
      { _id: "a", initiative: 12, system: { budget: { turn: ["aim"], reactions: 1 }, surprised: false, tiebreak: [40], rolledFor: 1 } },
      { _id: "b", initiative: 9, system: { budget: null, surprised: true, tiebreak: [30], rolledFor: 1 } },
      { _id: "c", initiative: 5, system: { tiebreak: [20], rolledFor: 1 } },
    ],
  };
}

describe("a Combat stored by an earlier Turnwright", () => {
  it("brings the budgets and surprise marks up into the Combat, and nothing the GM set is lost", () => {
    const source = oldCombat();
    expect(liftFightState(source)).toBe(true);
    expect(source.system).toEqual({ clock: { round: 1 }, ledger: [], budgets: { a: { turn: ["aim"], reactions: 1 } }, surprised: ["b"] });
    expect(source.combatants.map((combatant) => combatant.system)).toEqual([
      { tiebreak: [40], rolledFor: 1 },
      { tiebreak: [30], rolledFor: 1 },
      { tiebreak: [20], rolledFor: 1 },
    ]);
    expect(source.combatants.map((combatant) => combatant.initiative)).toEqual([12, 9, 5]);
  });

  it("leaves current data and partial update data exactly as they are", () => {
    const current = {
      system: { clock: null, ledger: [], budgets: { a: {} }, surprised: [] },
      combatants: [{ _id: "a", system: { tiebreak: [], rolledFor: 0 } }],
    };
    const copy = structuredClone(current);
    expect(liftFightState(current)).toBe(false);
    expect(current).toEqual(copy);
    const partial = { _id: "combat", round: 3 };
    expect(liftFightState(partial)).toBe(false);
    expect(partial).toEqual({ _id: "combat", round: 3 });
  });

  it("does not let an old combatant's budget overwrite one the Combat already holds", () => {
    const source = {
      system: { budgets: { a: { turn: [] } }, surprised: ["c"] },
      combatants: [{ _id: "a", system: { budget: { turn: ["old"] }, surprised: true } }],
    };
    liftFightState(source);
    expect(source.system).toEqual({ budgets: { a: { turn: [] } }, surprised: ["c", "a"] });
  });
});
