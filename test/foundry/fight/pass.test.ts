import { describe, expect, it } from "vitest";
import { acting } from "../../../src/engine/clock/index";
import { actionPointPasses } from "../../../src/engine/clock/shapes";
import type { CombatRules } from "../../../src/engine/play/CombatRules";
import { text } from "../../../src/engine/text/LocalText";
import { allow, refuse } from "../../../src/engine/Refusal";
import { advanceFight } from "../../../src/foundry/fight/advance";
import { passInFight } from "../../../src/foundry/fight/pass";
import { spendFromBudget } from "../../../src/foundry/fight/spend";
import { startFight } from "../../../src/foundry/fight/start";
import { budgetRows } from "../../../src/foundry/applications/tracker/trackerView";
import { readPass } from "../../../src/foundry/gm/requests";
import { FakeCombat, rolledTrio } from "./fakeCombat";
import { FAKE_RULES } from "./fakeRules";

/** Points to spend, 5 a round; "step" costs 2, "lunge" 4. A round's start gives the 5 back. */
const points = (stored: unknown): number => (typeof stored === "number" ? stored : 5);
const COST: Readonly<Record<string, number>> = { step: 2, lunge: 4 };

const PASSES: CombatRules = {
  ...FAKE_RULES,
  clock: actionPointPasses,
  freshBudget: () => 5,
  startRound: () => 5,
  startTurn: (budget) => budget,
  spend(stored, action) {
    const cost = COST[action];
    if (cost === undefined) return refuse("unknown-action", `No such action: ${action}`, { action });
    return cost > points(stored) ? refuse("points-short", `${action} needs ${cost}`, { action }) : allow(points(stored) - cost);
  },
  pips: (stored) => Array.from({ length: points(stored) }, () => ({ label: text("FAKE.Point"), kind: "ap", spent: false })),
  // Nothing left to pay for: less than the cheapest action.
  exhausted: (stored) => points(stored) < 2,
};

async function started(): Promise<FakeCombat> {
  const combat = new FakeCombat(rolledTrio(), PASSES);
  expect((await startFight(combat)).ok).toBe(true);
  return combat;
}

const actingNow = (combat: FakeCombat) => (combat.record.clock === null ? [] : acting(combat.record.clock));

describe("a pass at the tracker, under a clock of passes", () => {
  it("takes the acting combatant out of the round in ONE update, the turn moving on; the round ends when all have passed, and gives the points back", async () => {
    const combat = await started();
    expect(actingNow(combat)).toEqual(["a"]);
    expect((await spendFromBudget(combat, "a", "step")).ok).toBe(true);
    const writes = combat.writes.length;
    expect((await passInFight(combat, "a")).ok).toBe(true);
    expect(combat.writes.length).toBe(writes + 1);
    expect(actingNow(combat)).toEqual(["b"]);
    expect(combat.record.clock?.passed).toEqual({ a: true });
    expect(await passInFight(combat, "a")).toMatchObject({ ok: false, refusal: { code: "already-passed" } });
    await passInFight(combat, "b");
    await passInFight(combat, "c");
    expect(combat.record.clock?.round).toBe(2);
    expect(combat.record.fighters.find((fighter) => fighter.id === "a")?.budget).toBe(5);
  });

  it("passes by itself, in the same update as the spend, a combatant that cannot pay for anything more", async () => {
    const combat = await started();
    const writes = combat.writes.length;
    expect((await spendFromBudget(combat, "a", "lunge")).ok).toBe(true);
    expect(combat.writes.length).toBe(writes + 1);
    expect(combat.record.clock?.passed).toEqual({ a: true });
    expect(actingNow(combat)).toEqual(["b"]);
    expect(combat.record.fighters.find((fighter) => fighter.id === "a")?.budget).toBe(1);
    // One who can still pay stays in, and its turn is its own to end.
    expect((await spendFromBudget(combat, "b", "step")).ok).toBe(true);
    expect(actingNow(combat)).toEqual(["b"]);
  });

  it("is undone exactly by previous: the pass that ended a round steps back to it, the points spent before it back too", async () => {
    const combat = await started();
    await spendFromBudget(combat, "a", "step");
    await passInFight(combat, "a");
    await passInFight(combat, "b");
    await passInFight(combat, "c");
    expect(combat.record.clock?.round).toBe(2);
    expect((await advanceFight(combat, "previous")).ok).toBe(true);
    expect(combat.record.clock?.round).toBe(1);
    expect(combat.record.clock?.passed).toEqual({ a: true, b: true });
    expect(combat.record.fighters.find((fighter) => fighter.id === "a")?.budget).toBe(3);
    expect(actingNow(combat)).toEqual(["c"]);
  });

  it("refuses a clock without passes, and reads its request by field", async () => {
    const plain = new FakeCombat(rolledTrio(), FAKE_RULES);
    await startFight(plain);
    expect(await passInFight(plain, "a")).toMatchObject({ ok: false, refusal: { code: "unsupported-by-clock" } });
    expect(readPass({ combat: "c1", combatant: "x" })).toEqual({ ok: true, value: { combat: "c1", combatant: "x" } });
    expect(readPass({ combat: "c1" })).toMatchObject({ ok: false, refusal: { code: "malformed-request" } });
  });

  it("offers Pass in the tracker to the acting combatant's owner and the GM, under a clock of passes only", async () => {
    const combat = await started();
    const words = { say: (label: { key: string }) => label.key, pip: (label: string) => label, list: (names: readonly string[]) => names.join(", ") };
    const row = (viewer: { isGM: boolean; owns: (id: string) => boolean }, rules: CombatRules = PASSES) =>
      budgetRows(rules, combat.record, viewer, words).find((view) => view.id === "a");
    expect(row({ isGM: false, owns: (id) => id === "a" })?.pass).toBe(true);
    expect(row({ isGM: true, owns: () => false })?.pass).toBe(true);
    expect(row({ isGM: false, owns: () => false })?.pass).toBe(false);
    expect(row({ isGM: true, owns: () => false }, FAKE_RULES)?.pass).toBe(false);
  });
});
