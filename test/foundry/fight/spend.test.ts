import { describe, expect, it } from "vitest";
import { advanceFight } from "../../../src/foundry/fight/advance";
import { markSurprise } from "../../../src/foundry/fight/surprise";
import { spendFromBudget } from "../../../src/foundry/fight/spend";
import { startFight } from "../../../src/foundry/fight/start";
import { fighterOfActor } from "../../../src/foundry/fight/FightRecord";
import { FakeCombat, rolledTrio } from "./fakeCombat";

async function started(): Promise<FakeCombat> {
  const combat = new FakeCombat(rolledTrio());
  await startFight(combat);
  return combat;
}

describe("spending from a budget", () => {
  it("is ONE update of that combatant's budget, answered with its pips", async () => {
    const combat = await started();
    const before = combat.writes.length;
    const spent = await spendFromBudget(combat, "a", "aim");
    expect(combat.writes.length - before).toBe(1);
    expect(combat.writes.at(-1)?.update).toEqual({
      budgets: { a: { turn: ["aim"], reactions: 0 }, b: { turn: [], reactions: 0 }, c: { turn: [], reactions: 0 } },
    });
    expect(spent.ok && spent.value.map((pip) => pip.spent)).toEqual([true, true, false, false]);
  });

  it("is refused with the rules' reason, writing nothing", async () => {
    const combat = await started();
    await spendFromBudget(combat, "a", "aim");
    const before = combat.writes.length;
    const again = await spendFromBudget(combat, "a", "aim");
    expect(again.ok ? null : again.refusal.code).toBe("kind-repeated");
    await spendFromBudget(combat, "b", "dodge");
    const twice = await spendFromBudget(combat, "b", "dodge");
    expect(twice.ok ? null : twice.refusal.code).toBe("round-allowance-used");
    expect(combat.writes.length - before).toBe(1);
  });

  it("gives the Reaction back when the next round begins", async () => {
    const combat = await started();
    await spendFromBudget(combat, "b", "dodge");
    await advanceFight(combat, "nextRound");
    const again = await spendFromBudget(combat, "b", "dodge");
    expect(again.ok).toBe(true);
  });

  it("waits for the combatant's turn, except for what the rules take out of turn", async () => {
    const combat = await started();
    const early = await spendFromBudget(combat, "b", "aim");
    expect(early.ok ? null : early.refusal.code).toBe("not-your-turn");
    expect((await spendFromBudget(combat, "b", "dodge")).ok).toBe(true);
    await advanceFight(combat, "next");
    expect((await spendFromBudget(combat, "b", "aim")).ok).toBe(true);
  });

  it("is refused before the fight, and for someone not in it", async () => {
    const idle = new FakeCombat(rolledTrio());
    const early = await spendFromBudget(idle, "a", "aim");
    expect(early.ok ? null : early.refusal.code).toBe("fight-not-started");
    const combat = await started();
    const stranger = await spendFromBudget(combat, "nobody", "aim");
    expect(stranger.ok ? null : stranger.refusal.code).toBe("unknown-combatant");
  });
});

describe("marking surprise", () => {
  it("is ONE update of the Combat before the fight, nothing when nothing changes", async () => {
    const combat = new FakeCombat(rolledTrio());
    expect(await markSurprise(combat, { a: true, b: false })).toEqual({ ok: true, value: 1 });
    expect(combat.writes.map((write) => write.update)).toEqual([{ surprised: ["a"] }]);
    expect(combat.fighter("a").surprised).toBe(true);
    expect(await markSurprise(combat, { a: true })).toEqual({ ok: true, value: 0 });
    expect(combat.writes).toHaveLength(1);
    expect(combat.fighterWrites).toEqual([]);
  });

  it("is decided once: refused once the fight has begun", async () => {
    const combat = await started();
    const late = await markSurprise(combat, { a: true });
    expect(late.ok ? null : late.refusal.code).toBe("surprise-decided");
    expect(combat.fighterWrites).toEqual([]);
  });
});

describe("finding an actor's combatant", () => {
  it("finds it only in a running fight, by the actor's ref", async () => {
    const combat = new FakeCombat(rolledTrio());
    expect(fighterOfActor(combat.record, "Actor.a")).toBeUndefined();
    await startFight(combat);
    expect(fighterOfActor(combat.record, "Actor.a")?.id).toBe("a");
    expect(fighterOfActor(combat.record, "Actor.stranger")).toBeUndefined();
  });
});
