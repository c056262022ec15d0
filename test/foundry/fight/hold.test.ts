import { describe, expect, it } from "vitest";
import { acting } from "../../../src/engine/clock/index";
import { phasedTurns } from "../../../src/engine/clock/shapes";
import { holdInFight } from "../../../src/foundry/fight/heldActions";
import { startFight } from "../../../src/foundry/fight/start";
import { FakeCombat, rolledTrio } from "./fakeCombat";
import { FAKE_RULES } from "./fakeRules";

const PHASED = { ...FAKE_RULES, clock: phasedTurns };

async function started(rules = PHASED): Promise<FakeCombat> {
  const combat = new FakeCombat(rolledTrio(), rules);
  expect((await startFight(combat)).ok).toBe(true);
  return combat;
}

const actingNow = (combat: FakeCombat) => (combat.record.clock === null ? [] : acting(combat.record.clock));

describe("held actions in the tracker", () => {
  it("Delay holds the acting combatant's action and moves the turn on, in ONE update", async () => {
    const combat = await started();
    expect(actingNow(combat)).toEqual(["a"]);
    const writes = combat.writes.length;
    const held = await holdInFight(combat, "a", { op: "delay" });
    expect(held.ok).toBe(true);
    expect(combat.writes.length).toBe(writes + 1);
    expect(combat.record.clock?.holds["a"]).toMatchObject({ kind: "delay" });
    expect(actingNow(combat)).toEqual(["b"]);
  });

  it("a delayed combatant acts now, out of turn, when its owner asks", async () => {
    const combat = await started();
    await holdInFight(combat, "a", { op: "delay" });
    const now = await holdInFight(combat, "a", { op: "act" });
    expect(now.ok).toBe(true);
    expect(actingNow(combat)).toEqual(["a"]);
  });

  it("Ready keeps its trigger note, and refuses an empty one", async () => {
    const combat = await started();
    expect(await holdInFight(combat, "a", { op: "ready", trigger: "  " })).toMatchObject({ ok: false, refusal: { code: "missing-trigger" } });
    expect((await holdInFight(combat, "a", { op: "ready", trigger: "when the door opens" })).ok).toBe(true);
    expect(combat.record.clock?.holds["a"]).toMatchObject({ kind: "ready", trigger: "when the door opens" });
  });

  it("refuses, writing nothing, what the clock refuses: another's turn, a shape without holds", async () => {
    const combat = await started();
    const writes = combat.writes.length;
    expect((await holdInFight(combat, "c", { op: "delay" })).ok).toBe(false);
    expect(combat.writes.length).toBe(writes);
    const plain = await started(FAKE_RULES);
    expect(await holdInFight(plain, "a", { op: "delay" })).toMatchObject({ ok: false, refusal: { code: "unsupported-by-clock" } });
  });
});

describe("the held-action request", () => {
  it("reads Delay, Act, Abort and Ready with its trigger; refuses the rest by field", async () => {
    const { readHoldAction: readHold } = await import("../../../src/foundry/gm/requests");
    expect(readHold({ combat: "c1", combatant: "x", op: "delay" })).toEqual({ ok: true, value: { combat: "c1", combatant: "x", hold: { op: "delay" } } });
    expect(readHold({ combat: "c1", combatant: "x", op: "ready", trigger: "the door" })).toEqual({
      ok: true,
      value: { combat: "c1", combatant: "x", hold: { op: "ready", trigger: "the door" } },
    });
    expect(readHold({ combat: "c1", combatant: "x", op: "pass" })).toMatchObject({ ok: false, refusal: { data: { field: "op" } } });
    expect(readHold({ combat: "c1", combatant: "x", op: "ready" })).toMatchObject({ ok: false, refusal: { data: { field: "trigger" } } });
    expect(readHold({ combatant: "x", op: "delay" })).toMatchObject({ ok: false, refusal: { data: { field: "combat" } } });
    expect(readHold(7)).toMatchObject({ ok: false });
  });
});
