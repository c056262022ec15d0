import { describe, expect, it } from "vitest";
import { acting } from "../../../src/engine/clock/index";
import { advanceFight } from "../../../src/foundry/fight/advance";
import { leaveFight } from "../../../src/foundry/fight/leave";
import { spendFromBudget } from "../../../src/foundry/fight/spend";
import { startFight } from "../../../src/foundry/fight/start";
import { turnOrder } from "../../../src/foundry/fight/turnOrder";
import { FakeCombat, fighter, rolledTrio } from "./fakeCombat";

function actingNow(combat: FakeCombat): readonly string[] {
  return combat.record.clock === null ? [] : acting(combat.record.clock);
}

function highlighted(combat: FakeCombat): string | undefined {
  const turn = combat.record.turn;
  return turn === null ? undefined : turnOrder(combat.record.clock, combat.record.fighters)[turn];
}

async function onBsTurn(): Promise<FakeCombat> {
  const combat = new FakeCombat(rolledTrio());
  await startFight(combat);
  await advanceFight(combat, "next");
  expect(actingNow(combat)).toEqual(["b"]);
  return combat;
}

describe("a combatant deleted mid-fight", () => {
  it("on its own turn: the clock moves the turn on, in ONE update, and stays consistent", async () => {
    const combat = await onBsTurn();
    await spendFromBudget(combat, "c", "dodge");
    const before = combat.writes.length;
    combat.remove(["b"]);
    expect(await leaveFight(combat, ["b"])).toEqual({ ok: true, value: true });
    expect(combat.writes.length - before).toBe(1);
    expect(actingNow(combat)).toEqual(["c"]);
    expect(highlighted(combat)).toBe("c");
    expect(combat.record.clock?.roster).toEqual(["c", "a"]);
    expect(combat.record.clock?.combatants["b"]).toBeUndefined();
    expect(combat.record.ledger.every((entry) => !("b" in entry.budgets))).toBe(true);
    // c's turn began: its turn is fresh, its used Reaction stays used for the round.
    expect(combat.fighter("c").budget).toEqual({ turn: [], reactions: 1 });
  });

  it("before its turn: whoever acts keeps acting, and core's turn index follows the shorter list", async () => {
    const combat = await onBsTurn();
    combat.remove(["a"]);
    await leaveFight(combat, ["a"]);
    expect(actingNow(combat)).toEqual(["b"]);
    expect(combat.record.turn).toBe(0);
    expect(highlighted(combat)).toBe("b");
  });

  it("is never brought back by going back", async () => {
    const combat = await onBsTurn();
    combat.remove(["b"]);
    await leaveFight(combat, ["b"]);
    await advanceFight(combat, "previous");
    expect(actingNow(combat)).toEqual(["a"]);
    await advanceFight(combat, "next");
    await advanceFight(combat, "next");
    expect(combat.record.round).toBe(2);
    expect(actingNow(combat)).toEqual(["a"]);
    expect(combat.record.clock?.roster).not.toContain("b");
  });

  it("writes nothing when the clock never knew the combatant", async () => {
    const combat = await onBsTurn();
    combat.record = { ...combat.record, fighters: [...combat.record.fighters, fighter("late", 10)] };
    const before = combat.databaseOperations;
    combat.remove(["late"]);
    expect(await leaveFight(combat, ["late"])).toEqual({ ok: true, value: false });
    expect(combat.databaseOperations).toBe(before);
  });

  it("writes nothing before the fight has a clock", async () => {
    const combat = new FakeCombat(rolledTrio());
    combat.remove(["a"]);
    await leaveFight(combat, ["a"]);
    expect(combat.databaseOperations).toBe(0);
  });
});
