import { afterEach, describe, expect, it, vi } from "vitest";
import { acting } from "../../../src/engine/clock/index";
import { advanceFight } from "../../../src/foundry/fight/advance";
import { spendFromBudget } from "../../../src/foundry/fight/spend";
import { startFight } from "../../../src/foundry/fight/start";
import { told } from "../../../src/foundry/fight/CombatPort";
import { turnOrder } from "../../../src/foundry/fight/turnOrder";
import { combatUpdateData } from "../../../src/foundry/fight/updateData";
import { GENERATIONS, globalsOf } from "../../support/foundry/foundryGenerations";
import { FakeCombat, rolledTrio } from "./fakeCombat";
import { fakeActor } from "./fakeRules";

afterEach(() => vi.unstubAllGlobals());

function actingNow(combat: FakeCombat): readonly string[] {
  const clock = combat.record.clock;
  return clock === null ? [] : acting(clock);
}

/** The id Foundry's `turn` points at, in the tracker's order. */
function highlighted(combat: FakeCombat): string | undefined {
  const turn = combat.record.turn;
  return turn === null ? undefined : turnOrder(combat.record.clock, combat.record.fighters)[turn];
}

async function started(): Promise<FakeCombat> {
  const combat = new FakeCombat(rolledTrio());
  const outcome = await startFight(combat);
  expect(outcome).toEqual({ ok: true, value: "started" });
  return combat;
}

async function spend(combat: FakeCombat, id: string, action: string): Promise<void> {
  const spent = await spendFromBudget(combat, id, action);
  expect(spent.ok).toBe(true);
}

describe("starting the fight", () => {
  it("asks about surprise, then writes clock, turn and every budget in ONE update and fires combatStart", async () => {
    const combat = await started();
    expect(combat.surpriseAsked).toEqual([["b", "c", "a"]]);
    expect(combat.databaseOperations).toBe(1);
    expect(combat.writes).toHaveLength(1);
    expect(combat.hooks.map((call) => call.hook)).toEqual(["combatStart"]);
    expect(combat.record.round).toBe(1);
    expect(actingNow(combat)).toEqual(["a"]);
    expect(highlighted(combat)).toBe("a");
    const update = combat.writes[0]?.update;
    expect(Object.keys(update?.budgets ?? {}).sort()).toEqual(["a", "b", "c"]);
    expect(update?.surprised).toEqual([]);
  });

  it.each(GENERATIONS)("writes the clock and the budgets into the Combat with $name's forced replacement, no combatant inlined", async (generation) => {
    const warned = vi.fn();
    for (const [name, value] of Object.entries(globalsOf(generation, warned))) vi.stubGlobal(name, value);
    const combat = await started();
    const update = combat.writes[0]?.update;
    if (update === undefined) throw new Error("no update");
    const data = combatUpdateData(update);
    expect(data["round"]).toBe(1);
    expect(data["turn"]).toBe(0);
    expect(data["system"]).toEqual({
      ...generation.replaced("clock", update.clock),
      ledger: update.ledger,
      ...generation.replaced("budgets", update.budgets),
      surprised: [],
    });
    expect(data["combatants"]).toBeUndefined();
    // Stored over an older fight's data, as the generation's database takes it: nothing of the old budgets is kept.
    const stored: Record<string, unknown> = { clock: { gone: true }, budgets: { z: { turn: ["aim"] } } };
    generation.merge(stored, Object(data["system"]));
    expect(stored["budgets"]).toEqual(update.budgets);
    expect(warned).not.toHaveBeenCalled();
  });

  it("lets the surprised lose their first turn, and only that one", async () => {
    const combat = new FakeCombat(rolledTrio());
    combat.surpriseAnswer = { a: true };
    await startFight(combat);
    expect(actingNow(combat)).toEqual(["b"]);
    expect(combat.fighter("a").surprised).toBe(true);
    await advanceFight(combat, "next");
    await advanceFight(combat, "next");
    expect(combat.record.round).toBe(2);
    expect(actingNow(combat)).toEqual(["a"]);
  });

  it("does not begin when the GM closes the surprise dialog", async () => {
    const combat = new FakeCombat(rolledTrio());
    combat.surpriseAnswer = null;
    expect(await startFight(combat)).toEqual({ ok: true, value: "cancelled" });
    expect(combat.databaseOperations).toBe(0);
    expect(combat.hooks).toEqual([]);
  });

  it("is refused once the fight is under way, writing nothing", async () => {
    const combat = await started();
    const outcome = await told(combat, startFight(combat));
    expect(outcome.ok).toBe(false);
    expect(combat.refusals.map((refusal) => refusal.code)).toEqual(["fight-under-way"]);
    expect(combat.databaseOperations).toBe(1);
  });
});

describe("advancing", () => {
  it("is ONE update per advance, with the budgets it refreshed inlined", async () => {
    const combat = await started();
    await spend(combat, "a", "aim");
    await advanceFight(combat, "next");
    await spend(combat, "b", "attack");
    await advanceFight(combat, "next");
    await spend(combat, "c", "charge");
    await spend(combat, "a", "dodge");
    const before = combat.writes.length;

    await advanceFight(combat, "next");

    expect(combat.writes.length - before).toBe(1);
    expect(combat.record.round).toBe(2);
    expect(actingNow(combat)).toEqual(["a"]);
    expect(highlighted(combat)).toBe("a");
    expect(combat.hooks.at(-1)?.hook).toBe("combatRound");
    expect(combat.writes.at(-1)?.update.budgets).toEqual({
      a: { turn: [], reactions: 0 },
      b: { turn: [], reactions: 0 },
      c: { turn: [], reactions: 0 },
    });
  });

  it("fires combatTurn inside a round and moves core's turn to the clock's actor", async () => {
    const combat = await started();
    await advanceFight(combat, "next");
    // A rule set whose rounds have no length in seconds moves the world's time by core's own lengths.
    expect(combat.hooks.at(-1)).toMatchObject({ hook: "combatTurn", move: { direction: 1, time: { from: { round: 1, turn: 0 }, to: { round: 1, turn: 1 } } } });
    expect(actingNow(combat)).toEqual(["b"]);
    expect(highlighted(combat)).toBe("b");
    expect(combat.writes.at(-1)?.update.turn).toBe(1);
  });

  it("refuses an advance before the fight with a notification and no update", async () => {
    const combat = new FakeCombat(rolledTrio());
    const outcome = await told(combat, advanceFight(combat, "next"));
    expect(outcome.ok).toBe(false);
    expect(combat.databaseOperations).toBe(0);
    expect(combat.hooks).toEqual([]);
    expect(combat.refusals.map((refusal) => refusal.code)).toEqual(["fight-not-started"]);
  });

  it("skips a combatant the rules say cannot act, or the GM marked defeated", async () => {
    const combat = await started();
    combat.record = {
      ...combat.record,
      fighters: combat.record.fighters.map((f) => (f.id === "b" ? { ...f, actor: fakeActor("b", 30, true) } : f)),
    };
    await advanceFight(combat, "next");
    expect(actingNow(combat)).toEqual(["c"]);
    combat.record = { ...combat.record, fighters: combat.record.fighters.map((f) => (f.id === "a" ? { ...f, defeated: true } : f)) };
    await advanceFight(combat, "next");
    expect(combat.record.round).toBe(2);
    expect(actingNow(combat)).toEqual(["c"]);
  });

  it("goes to the next round in ONE update", async () => {
    const combat = await started();
    const before = combat.writes.length;
    await advanceFight(combat, "nextRound");
    expect(combat.writes.length - before).toBe(1);
    expect(combat.record.round).toBe(2);
    expect(actingNow(combat)).toEqual(["a"]);
    expect(combat.hooks.at(-1)?.hook).toBe("combatRound");
  });
});

describe("going back", () => {
  it("is ONE update that gives back the budgets the advance refreshed", async () => {
    const combat = await started();
    await spend(combat, "a", "aim");
    await advanceFight(combat, "next");
    await spend(combat, "b", "attack");
    await advanceFight(combat, "next");
    await spend(combat, "c", "charge");
    await spend(combat, "a", "dodge");
    await advanceFight(combat, "next");
    const before = combat.writes.length;

    await advanceFight(combat, "previous");

    expect(combat.writes.length - before).toBe(1);
    expect(combat.record.round).toBe(1);
    expect(actingNow(combat)).toEqual(["c"]);
    expect(highlighted(combat)).toBe("c");
    expect(combat.hooks.at(-1)).toMatchObject({ hook: "combatRound", move: { direction: -1 } });
    expect(combat.fighter("a").budget).toEqual({ turn: ["aim"], reactions: 1 });
    expect(combat.fighter("b").budget).toEqual({ turn: ["attack"], reactions: 0 });
    expect(combat.fighter("c").budget).toEqual({ turn: ["charge"], reactions: 0 });
  });

  it("undoes the changes of who can act that the advance made", async () => {
    const combat = await started();
    combat.record = {
      ...combat.record,
      fighters: combat.record.fighters.map((f) => (f.id === "b" ? { ...f, actor: fakeActor("b", 30, true) } : f)),
    };
    await advanceFight(combat, "next");
    expect(actingNow(combat)).toEqual(["c"]);
    await advanceFight(combat, "previous");
    expect(actingNow(combat)).toEqual(["a"]);
    expect(combat.record.clock?.combatants["b"]?.canAct).toBe(true);
  });

  it("goes back to the previous round's last turn in ONE update", async () => {
    const combat = await started();
    await advanceFight(combat, "nextRound");
    await advanceFight(combat, "next");
    const before = combat.writes.length;
    await advanceFight(combat, "previousRound");
    expect(combat.writes.length - before).toBe(1);
    expect(combat.record.round).toBe(1);
    expect(actingNow(combat)).toEqual(["c"]);
  });

  it("refuses with nothing to undo before the fight, writing nothing", async () => {
    const combat = new FakeCombat(rolledTrio());
    await told(combat, advanceFight(combat, "previous"));
    expect(combat.databaseOperations).toBe(0);
    expect(combat.refusals.map((refusal) => refusal.code)).toEqual(["fight-not-started"]);
  });
});
