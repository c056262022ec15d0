import { describe, expect, it } from "vitest";
import { acting, rerolledRounds } from "../../../src/engine/clock/index";
import { declareActions, UNDECLARED, useDeclared, type DeclaredBudgetState } from "../../../src/engine/budget/DeclaredBudget";
import type { CombatRules } from "../../../src/engine/play/CombatRules";
import { text } from "../../../src/engine/text/LocalText";
import { advanceFight } from "../../../src/foundry/fight/advance";
import { holdInFight } from "../../../src/foundry/fight/heldActions";
import { rollWaitingInitiative } from "../../../src/foundry/fight/initiative";
import { startFight } from "../../../src/foundry/fight/start";
import { budgetRows, type TrackerWords } from "../../../src/foundry/applications/tracker/trackerView";
import { readHoldAction } from "../../../src/foundry/gm/requests";
import { FakeCombat, rolledTrio } from "./fakeCombat";
import { FAKE_RULES } from "./fakeRules";

const read = (stored: unknown): DeclaredBudgetState =>
  typeof stored === "object" &&
  stored !== null &&
  "used" in stored &&
  "declared" in stored &&
  typeof stored.used === "number" &&
  (typeof stored.declared === "number" || stored.declared === null)
    ? { declared: stored.declared, used: stored.used }
    : UNDECLARED;

/** A rule set on the rerolled-rounds clock whose budget is the declared actions of the D6 multi-action rule. */
const DECLARING: CombatRules = {
  ...FAKE_RULES,
  clock: rerolledRounds,
  freshBudget: () => UNDECLARED,
  startTurn: (stored) => stored,
  startRound: () => UNDECLARED,
  spend: (stored, action) => useDeclared(read(stored), action),
  pips: (stored) =>
    Array.from({ length: read(stored).declared ?? 0 }, (_, index) => ({ label: text("FAKE.Action"), kind: "declared", spent: index < read(stored).used })),
  declared: { most: 10, declare: (stored, count) => declareActions(read(stored), count) },
};

async function started(): Promise<FakeCombat> {
  const combat = new FakeCombat(rolledTrio(), DECLARING);
  expect((await startFight(combat)).ok).toBe(true);
  return combat;
}

const words: TrackerWords = { say: (said) => said.key, pip: (label) => label, list: (names) => names.join(", ") };
const actingNow = (combat: FakeCombat) => (combat.record.clock === null ? [] : acting(combat.record.clock));
const budgetOfFighter = (combat: FakeCombat, id: string) => read(combat.fighter(id).budget);

describe("declared actions in the tracker", () => {
  it("take the acting combatant's declaration into the clock and its budget in ONE update", async () => {
    const combat = await started();
    expect(actingNow(combat)).toEqual(["a"]);
    const writes = combat.writes.length;
    expect((await holdInFight(combat, "a", { op: "declare", count: 3 })).ok).toBe(true);
    expect(combat.writes.length).toBe(writes + 1);
    expect(combat.record.clock?.declared["a"]).toEqual({ count: 3, waits: 0 });
    expect(budgetOfFighter(combat, "a")).toEqual({ declared: 3, used: 0 });
  });

  it("refuse, writing nothing, a declaration made twice, out of turn or out of range", async () => {
    const combat = await started();
    await holdInFight(combat, "a", { op: "declare", count: 2 });
    const writes = combat.writes.length;
    expect(await holdInFight(combat, "a", { op: "declare", count: 2 })).toMatchObject({ ok: false, refusal: { code: "already-declared" } });
    expect(await holdInFight(combat, "b", { op: "declare", count: 1 })).toMatchObject({ ok: false, refusal: { code: "not-your-turn" } });
    const fresh = await started();
    expect(await holdInFight(fresh, "a", { op: "declare", count: 11 })).toMatchObject({ ok: false, refusal: { code: "bad-declaration" } });
    expect(combat.writes.length).toBe(writes);
  });

  it("let a wait spend a declared action and move the turn on; the waiter acts later, out of turn", async () => {
    const combat = await started();
    await holdInFight(combat, "a", { op: "declare", count: 2 });
    expect((await holdInFight(combat, "a", { op: "wait" })).ok).toBe(true);
    expect(budgetOfFighter(combat, "a")).toEqual({ declared: 2, used: 1 });
    expect(actingNow(combat)).toEqual(["b"]);
    expect((await holdInFight(combat, "a", { op: "act" })).ok).toBe(true);
    expect(actingNow(combat)).toEqual(["a"]);
  });

  it("refuse a wait before the declaration, and a shape without declarations", async () => {
    const combat = await started();
    expect(await holdInFight(combat, "a", { op: "wait" })).toMatchObject({ ok: false, refusal: { code: "not-declared" } });
    const plain = new FakeCombat(rolledTrio());
    await startFight(plain);
    expect(await holdInFight(plain, "a", { op: "declare", count: 2 })).toMatchObject({ ok: false });
  });

  it("offer the acting combatant's owner and the GM a Declare button until it has declared", async () => {
    const combat = await started();
    const offered = (isGM: boolean, mine: string[]) =>
      budgetRows(DECLARING, combat.record, { isGM, owns: (id) => mine.includes(id) }, words)
        .filter((row) => row.declare)
        .map((row) => row.id);
    expect(offered(false, ["a"])).toEqual(["a"]);
    expect(offered(false, ["b"])).toEqual([]);
    expect(offered(true, [])).toEqual(["a"]);
    await holdInFight(combat, "a", { op: "declare", count: 1 });
    expect(offered(false, ["a"])).toEqual([]);
  });

  it("roll the next round's initiative for everyone not yet rolled when the GM moves on, in ONE update", async () => {
    const combat = await started();
    await advanceFight(combat, "nextRound");
    expect(combat.record.clock?.stage).toBe("awaiting-initiative");
    const writes = combat.writes.length;
    const rolled = await rollWaitingInitiative(combat);
    expect(rolled?.rolled.length).toBe(3);
    expect(combat.writes.length - writes).toBe(1);
    expect(combat.record.clock?.stage).toBe("acting");
    expect(combat.record.clock?.round).toBe(2);
    // Not waiting for initiative: nothing to roll, the step goes on as usual.
    expect(await rollWaitingInitiative(combat)).toBeNull();
  });

  it("show the combatants whose equal totals act together", async () => {
    const tied = rolledTrio().map((fighter) => (fighter.id === "c" ? { ...fighter, initiative: 12 } : fighter));
    const combat = new FakeCombat(tied, DECLARING);
    await startFight(combat);
    const rows = budgetRows(DECLARING, combat.record, { isGM: true, owns: () => true }, words);
    expect(rows.find((row) => row.id === "a")?.together).toBe(combat.fighter("c").name);
    expect(rows.find((row) => row.id === "c")?.together).toBe(combat.fighter("a").name);
    expect(rows.find((row) => row.id === "b")?.together).toBeNull();
  });
});

describe("the declaration a player asks for", () => {
  it("carries a whole count, and a forged one is refused by field", () => {
    expect(readHoldAction({ combat: "c1", combatant: "x", op: "declare", count: 3 })).toEqual({
      ok: true,
      value: { combat: "c1", combatant: "x", hold: { op: "declare", count: 3 } },
    });
    for (const count of [0, 2.5, "3", 1e6, undefined])
      expect(readHoldAction({ combat: "c1", combatant: "x", op: "declare", count })).toMatchObject({ ok: false });
    expect(readHoldAction({ combat: "c1", combatant: "x", op: "wait" })).toEqual({ ok: true, value: { combat: "c1", combatant: "x", hold: { op: "wait" } } });
  });
});

describe("who is asked to declare", () => {
  it("is the acting combatant's player, until it has declared, and nobody before the fight", async () => {
    const { mayDeclare } = await import("../../../src/foundry/applications/tracker/trackerView");
    const before = new FakeCombat(rolledTrio(), DECLARING);
    const owner = { isGM: false, owns: (id: string) => id === "a" };
    expect(mayDeclare(DECLARING, before.record, "a", owner)).toBe(false);
    const combat = await started();
    expect(mayDeclare(DECLARING, combat.record, "a", owner)).toBe(true);
    expect(mayDeclare(DECLARING, combat.record, "b", owner)).toBe(false);
    expect(mayDeclare(FAKE_RULES, combat.record, "a", owner)).toBe(false);
    await holdInFight(combat, "a", { op: "declare", count: 2 });
    expect(mayDeclare(DECLARING, combat.record, "a", owner)).toBe(false);
  });
});

describe("the GM's one roll for a group of identical foes", () => {
  const GROUPING: CombatRules = { ...DECLARING, groupInitiative: true };
  const gang = () => rolledTrio().map((fighter) => ({ ...fighter, name: fighter.id === "a" ? "Kestrel" : "Dock Thug", initiative: null, rolledFor: 0 }));

  it("gives every combatant of that name the score of one roll, in one batch and one message", async () => {
    const { rollGroupInitiative } = await import("../../../src/foundry/fight/groupInitiative");
    const combat = new FakeCombat(gang(), GROUPING);
    combat.faces.push(7);
    const rolled = await rollGroupInitiative(combat, "b");
    expect(rolled).toEqual({ rolled: ["b", "c"], refusal: null });
    expect(combat.fighterWrites).toHaveLength(1);
    expect(combat.announcements).toHaveLength(1);
    expect(combat.fighter("b").initiative).toBe(combat.fighter("c").initiative);
    expect(combat.fighter("a").initiative).toBeNull();
  });

  it("is refused where the rule set rolls for each alone", async () => {
    const { rollGroupInitiative } = await import("../../../src/foundry/fight/groupInitiative");
    const combat = new FakeCombat(gang(), DECLARING);
    expect(await rollGroupInitiative(combat, "b")).toMatchObject({ rolled: [], refusal: { code: "no-group-initiative" } });
    expect(combat.fighterWrites).toHaveLength(0);
  });
});
