import { describe, expect, it } from "vitest";
import { advanceFight } from "../../../src/foundry/fight/advance";
import type { FighterRecord } from "../../../src/foundry/fight/FightRecord";
import { startFight } from "../../../src/foundry/fight/start";
import { PHASES_COMBAT } from "../../../src/rulesets/phases-3d6/play/combat";
import { packActor } from "../../rulesets/phases-3d6/play/packActors";
import { FakeCombat } from "./fakeCombat";

/** A phases combatant whose Stun stands at `stun` (of its sheet's maximum) and Body at `body`. */
function hurt(id: string, file: string, initiative: number, stun: number, body = 10): FighterRecord {
  const actor = packActor(file, `Actor.${id}`, (system) =>
    Object.assign(system, { stun: { ...Object(system["stun"]), value: stun }, body: { ...Object(system["body"]), value: body } }),
  );
  return { id, name: id, actor, initiative, tiebreak: [50], rolledFor: 1, surprised: false, defeated: false, budget: null };
}

const stunOf = (combat: FakeCombat, id: string): unknown => {
  const system = combat.fighter(id).actor?.system;
  const stun: unknown = typeof system === "object" && system !== null ? Reflect.get(system, "stun") : undefined;
  return typeof stun === "object" && stun !== null ? Reflect.get(stun, "value") : undefined;
};

async function toPostTurn(combat: FakeCombat): Promise<void> {
  for (let advance = 0; advance < 40 && combat.record.clock?.stage !== "post-turn"; advance += 1) expect((await advanceFight(combat, "next")).ok).toBe(true);
  expect(combat.record.clock?.stage).toBe("post-turn");
}

// Street Brawler: Recovery 6, Stun 24. Axe Raider: Recovery 7. Watch Spearman: Stun 20.
async function fight(): Promise<FakeCombat> {
  const combat = new FakeCombat(
    [
      hurt("brawler", "street-brawler", 9, 10),
      hurt("raider", "axe-raider", 4, -3),
      hurt("spear", "watch-spearman", 4, 20),
      hurt("fallen", "duellist", 3, 5, 0),
    ],
    PHASES_COMBAT,
  );
  await startFight(combat);
  return combat;
}

describe("the Post-Turn at the table", () => {
  it("gives everyone able a Recovery and says so: one Combat update, one update per recovering actor, one chat message", async () => {
    const combat = await fight();
    const before = combat.databaseOperations;
    const writes = combat.writes.length;
    await toPostTurn(combat);
    const advances = combat.writes.length - writes;
    // The brawler gains its Recovery; the knocked-out raider comes to; the spearman is already full; the fallen has no Body.
    expect(stunOf(combat, "brawler")).toBe(16);
    expect(stunOf(combat, "raider")).toBe(4);
    expect(stunOf(combat, "spear")).toBe(20);
    expect(stunOf(combat, "fallen")).toBe(5);
    expect(combat.reports).toHaveLength(1);
    expect(combat.reports[0]).toEqual({
      title: { key: "TURNWRIGHT.Combat.Report.PostTurn", data: { round: 1 } },
      lines: [
        { key: "TURNWRIGHT.Phases.PostTurn.Recovered", data: { name: "Street Brawler", before: 10, after: 16, gained: 6 } },
        { key: "TURNWRIGHT.Phases.PostTurn.Woke", data: { name: "Axe Raider", before: -3, after: 4, gained: 7 } },
      ],
    });
    expect(combat.databaseOperations - before).toBe(advances + 2 + 1);
  });

  it("is taken back when the GM steps back over it, and given once when stepping on again", async () => {
    const combat = await fight();
    await toPostTurn(combat);
    expect((await advanceFight(combat, "previous")).ok).toBe(true);
    expect(combat.record.clock?.stage).toBe("acting");
    expect(stunOf(combat, "brawler")).toBe(10);
    expect(stunOf(combat, "raider")).toBe(-3);
    expect(combat.reports).toHaveLength(1);
    await toPostTurn(combat);
    expect(stunOf(combat, "brawler")).toBe(16);
    expect(combat.reports).toHaveLength(2);
  });

  it("changes no actor and posts nothing when nobody needs a Recovery", async () => {
    const combat = new FakeCombat([hurt("brawler", "street-brawler", 9, 24), hurt("spear", "watch-spearman", 4, 20)], PHASES_COMBAT);
    await startFight(combat);
    await toPostTurn(combat);
    expect(combat.actorChanges).toEqual([]);
    expect(combat.reports).toEqual([]);
  });
});
