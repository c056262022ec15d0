import { describe, expect, it } from "vitest";
import { acting } from "../../../src/engine/clock/index";
import { advanceFight } from "../../../src/foundry/fight/advance";
import { rollFightInitiative } from "../../../src/foundry/fight/initiative";
import { startFight } from "../../../src/foundry/fight/start";
import { FakeCombat, fighter, rolledTrio } from "./fakeCombat";
import { FAKE_RULES } from "./fakeRules";
import { rerolledRounds } from "../../../src/engine/clock/shapes";

function unrolled(): FakeCombat {
  return new FakeCombat([fighter("a", 40), fighter("b", 30), fighter("c", 20), fighter("d", 10)]);
}

describe("rolling initiative", () => {
  it("for N combatants is ONE combatant batch and ONE message batch", async () => {
    const combat = unrolled();
    combat.faces.push(8, 3, 6, 1);
    const rolled = await rollFightInitiative(combat, ["a", "b", "c", "d"]);
    expect(rolled).toEqual({ rolled: ["a", "b", "c", "d"], refusal: null });
    expect(combat.fighterWrites).toHaveLength(1);
    expect(combat.fighterWrites[0]).toHaveLength(4);
    expect(combat.announcements).toHaveLength(1);
    expect(combat.announcements[0]?.map((note) => [note.fighter.id, note.result.score, note.rolls])).toEqual([
      ["a", 12, [8]],
      ["b", 6, [3]],
      ["c", 8, [6]],
      ["d", 2, [1]],
    ]);
    expect(combat.writes).toEqual([]);
    expect(combat.fighter("a")).toMatchObject({ initiative: 12, tiebreak: [40], rolledFor: 1 });
  });

  it("is rolled for whoever has none when the fight starts: 1 batch, 1 message batch, 1 combat update", async () => {
    const combat = unrolled();
    combat.faces.push(8, 3, 6, 1);
    await startFight(combat);
    expect(combat.fighterWrites).toHaveLength(1);
    expect(combat.announcements).toHaveLength(1);
    expect(combat.writes).toHaveLength(1);
    expect(combat.databaseOperations).toBe(3);
    expect(combat.record.clock === null ? [] : acting(combat.record.clock)).toEqual(["a"]);
  });

  it("is kept for the fight: rolling again once it runs is refused and writes nothing", async () => {
    const combat = new FakeCombat(rolledTrio());
    await startFight(combat);
    const before = combat.databaseOperations;
    const rolled = await rollFightInitiative(combat, ["a", "b"]);
    expect(rolled.rolled).toEqual([]);
    expect(rolled.refusal?.code).toBe("initiative-kept");
    expect(combat.databaseOperations).toBe(before);
    expect(combat.fighter("a").initiative).toBe(12);
  });

  it("gives a newcomer its score in ONE combatant batch, then brings it into the running clock in ONE combat update, with ONE message batch", async () => {
    const combat = new FakeCombat(rolledTrio());
    await startFight(combat);
    combat.record = { ...combat.record, fighters: [...combat.record.fighters, fighter("d", 50)] };
    combat.faces.push(9);
    const before = { writes: combat.writes.length, batches: combat.fighterWrites.length };
    const rolled = await rollFightInitiative(combat, ["d", "a"]);
    expect(rolled.rolled).toEqual(["d"]);
    expect(rolled.refusal?.code).toBe("initiative-kept");
    expect(combat.writes.length - before.writes).toBe(1);
    expect(combat.fighterWrites.length - before.batches).toBe(1);
    expect(combat.fighterWrites.at(-1)).toEqual([{ id: "d", initiative: 14, tiebreak: [50], rolledFor: 1 }]);
    expect(combat.announcements).toHaveLength(1);
    expect(combat.record.clock?.combatants["d"]?.score).toBe(14);
    expect(combat.record.clock?.order.flat()).toEqual(["d", "a", "b", "c"]);
    // a is still acting, now second in the list: core's turn follows it.
    expect(combat.record.turn).toBe(1);
    await advanceFight(combat, "next");
    expect(combat.record.clock === null ? [] : acting(combat.record.clock)).toEqual(["b"]);
  });

  it("with luck: the rule set's cost is taken from the actor, once, beside the two batches", async () => {
    const combat = unrolled();
    const rolled = await rollFightInitiative(combat, ["b"], { luck: true, roller: { user: "bea", mode: "self" } });
    expect(rolled.rolled).toEqual(["b"]);
    expect(combat.fighter("b").initiative).toBe(13);
    expect(combat.actorChanges).toEqual([[{ actor: "Actor.b", system: { "luck.value": 0 } }]]);
    expect(combat.fighterWrites).toHaveLength(1);
    expect(combat.announcements).toHaveLength(1);
    expect(combat.databaseOperations).toBe(3);
    // Thrown and shown for the player who asked, not for the GM's game that applies it.
    expect(combat.rolledFor).toEqual([{ user: "bea", mode: "self" }]);
    expect(combat.announcedFor).toEqual([{ user: "bea", mode: "self" }]);
  });

  it("skips a combatant without an actor and says why", async () => {
    const combat = new FakeCombat([fighter("a", 40), fighter("ghost", 0, { actor: null })]);
    const rolled = await rollFightInitiative(combat, ["a", "ghost"]);
    expect(rolled.rolled).toEqual(["a"]);
    expect(rolled.refusal?.code).toBe("no-actor");
  });
});

describe("initiative and the drop", () => {
  it("tells the rules who has the drop: not surprised, while someone in the fight is", async () => {
    const drops: Record<string, boolean | undefined> = {};
    const rules = {
      ...FAKE_RULES,
      initiative: (...args: Parameters<typeof FAKE_RULES.initiative>) => {
        drops[args[0].ref] = args[2].drop;
        return FAKE_RULES.initiative(...args);
      },
    };
    const combat = new FakeCombat([fighter("a", 40), fighter("b", 30, { surprised: true })], rules);
    await rollFightInitiative(combat, ["a", "b"]);
    expect(drops).toEqual({ [fighter("a", 40).actor?.ref ?? ""]: true, [fighter("b", 30).actor?.ref ?? ""]: false });
    const calm = new FakeCombat([fighter("a", 40), fighter("b", 30)], rules);
    await rollFightInitiative(calm, ["a"]);
    expect(drops[fighter("a", 40).actor?.ref ?? ""]).toBe(false);
  });

  it("hands the rules, between rounds, the budget the round just ended left; before the fight, none", async () => {
    const budgets: unknown[] = [];
    const rules = {
      ...FAKE_RULES,
      clock: rerolledRounds,
      initiative: (...args: Parameters<typeof FAKE_RULES.initiative>) => {
        budgets.push(args[2].budget);
        return FAKE_RULES.initiative(...args);
      },
    };
    const combat = new FakeCombat([fighter("a", 40), fighter("b", 30)], rules);
    await rollFightInitiative(combat, ["a", "b"]);
    expect(budgets).toEqual([undefined, undefined]);
    expect((await startFight(combat)).ok).toBe(true);
    expect((await advanceFight(combat, "nextRound")).ok).toBe(true);
    expect(combat.record.clock?.stage).toBe("awaiting-initiative");
    budgets.length = 0;
    await rollFightInitiative(combat, ["a", "b"]);
    expect(budgets).toHaveLength(2);
    expect(budgets.every((budget) => budget !== undefined)).toBe(true);
  });
});
