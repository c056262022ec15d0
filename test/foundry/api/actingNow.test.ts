import { describe, expect, it } from "vitest";
import { acting } from "../../../src/engine/clock/index";
import { actingNow } from "../../../src/foundry/api/actingNow";
import { startFight } from "../../../src/foundry/fight/start";
import { FakeCombat, rolledTrio } from "../fight/fakeCombat";
import { FAKE_RULES } from "../fight/fakeRules";

describe("who acts now, through the API", () => {
  it("is nobody before the fight begins", () => {
    expect(actingNow("c1", new FakeCombat(rolledTrio(), FAKE_RULES).read())).toEqual([]);
  });

  it("is whom the clock has acting, with their names and actors' refs", async () => {
    const combat = new FakeCombat(rolledTrio(), FAKE_RULES);
    expect((await startFight(combat)).ok).toBe(true);
    const record = combat.read();
    const ids = record.clock === null ? [] : acting(record.clock);
    expect(ids.length).toBeGreaterThan(0);
    expect(actingNow("c1", record)).toEqual(
      record.fighters
        .filter((fighter) => ids.includes(fighter.id))
        .map((fighter) => ({ combat: "c1", combatant: fighter.id, name: fighter.name, actor: fighter.actor?.ref ?? null })),
    );
  });
});
