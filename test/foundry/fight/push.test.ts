import { describe, expect, it } from "vitest";
import { acting } from "../../../src/engine/clock/index";
import { segmentRounds } from "../../../src/engine/clock/shapes";
import { pushInFight } from "../../../src/foundry/fight/push";
import { startFight } from "../../../src/foundry/fight/start";
import { readPush } from "../../../src/foundry/gm/requests";
import { FakeCombat, rolledTrio } from "./fakeCombat";
import { FAKE_RULES } from "./fakeRules";

const SEGMENTED = { ...FAKE_RULES, clock: segmentRounds };

async function started(rules = SEGMENTED): Promise<FakeCombat> {
  const combat = new FakeCombat(rolledTrio(), rules);
  expect((await startFight(combat)).ok).toBe(true);
  return combat;
}

const actingNow = (combat: FakeCombat) => (combat.record.clock === null ? [] : acting(combat.record.clock));

describe("the GM's push at the tracker", () => {
  it("sends the acting combatant to the end of the round in ONE update, the turn passing on", async () => {
    const combat = await started();
    expect(actingNow(combat)).toEqual(["a"]);
    const writes = combat.writes.length;
    expect((await pushInFight(combat, "a", "end")).ok).toBe(true);
    expect(combat.writes.length).toBe(writes + 1);
    expect(actingNow(combat)).toEqual(["b"]);
    expect(combat.record.clock?.pushed).toEqual({ a: "end" });
  });

  it("puts a combatant still to act off to the next round, and refuses a second push this round, writing nothing", async () => {
    const combat = await started();
    expect((await pushInFight(combat, "c", "next-round")).ok).toBe(true);
    const writes = combat.writes.length;
    expect(await pushInFight(combat, "c", "end")).toMatchObject({ ok: false, refusal: { code: "already-pushed" } });
    expect(combat.writes.length).toBe(writes);
  });

  it("refuses a clock without pushes, and a fight not begun", async () => {
    const plain = await started(FAKE_RULES);
    expect(await pushInFight(plain, "a", "end")).toMatchObject({ ok: false, refusal: { code: "unsupported-by-clock" } });
    expect(await pushInFight(new FakeCombat(rolledTrio(), SEGMENTED), "a", "end")).toMatchObject({ ok: false });
  });

  it("reads its request by field", () => {
    expect(readPush({ combat: "c1", combatant: "x", to: "next-round" })).toEqual({ ok: true, value: { combat: "c1", combatant: "x", to: "next-round" } });
    expect(readPush({ combat: "c1", combatant: "x", to: "later" })).toMatchObject({ ok: false, refusal: { code: "malformed-request" } });
  });
});
