import { describe, expect, it } from "vitest";
import { advanceFight } from "../../../src/foundry/combat/advance";
import type { FighterRecord } from "../../../src/foundry/combat/FightRecord";
import { startFight } from "../../../src/foundry/combat/start";
import { D6_POOL_MODULE } from "../../../src/rulesets/d6-pool/play/module";
import { d6Actor } from "../../rulesets/d6-pool/play/actors";
import { FakeCombat } from "./fakeCombat";

const rules = D6_POOL_MODULE.combat;

function fighter(id: string, initiative: number, system: Record<string, unknown>): FighterRecord {
  return { id, name: id, actor: d6Actor(`Actor.${id}`, id, system), initiative, tiebreak: [], rolledFor: 1, surprised: false, defeated: false, budget: null };
}

const systemOf = (combat: FakeCombat, id: string): unknown => combat.fighter(id).actor?.system;

describe("a round's end at the table", () => {
  it("does what the rule set says to every fighter (a stun counts down), in the advance that ends it, and says so", async () => {
    const combat = new FakeCombat([fighter("a", 12, { wound: "stunned", stunRounds: 1 }), fighter("b", 8, {})], rules);
    await startFight(combat);
    expect((await advanceFight(combat, "nextRound")).ok).toBe(true);
    expect(systemOf(combat, "a")).toMatchObject({ wound: "unhurt", stunRounds: 0 });
    expect(combat.actorChanges).toEqual([[{ actor: "Actor.a", system: { stunRounds: 0, wound: "unhurt" } }]]);
    expect(combat.reports.at(-1)).toMatchObject({ title: { key: "TURNWRIGHT.Combat.Report.RoundEnd", data: { round: 1 } } });
  });

  it("is taken back when the GM steps back over it", async () => {
    const combat = new FakeCombat([fighter("a", 12, { wound: "stunned", stunRounds: 1 }), fighter("b", 8, {})], rules);
    await startFight(combat);
    await advanceFight(combat, "nextRound");
    // Initiative for round 2 is asked first; stepping back from there undoes the round's end.
    expect((await advanceFight(combat, "previous")).ok).toBe(true);
    expect(systemOf(combat, "a")).toMatchObject({ wound: "stunned", stunRounds: 1 });
  });
});
