import { describe, expect, it } from "vitest";
import { gmHandlers } from "../../../src/foundry/gm/handlers";
import { ALICE, BOB, FakeWorld, GM } from "./fakeWorld";

function code(outcome: { ok: boolean; refusal?: { code: string } }): string | null {
  return outcome.ok ? null : (outcome.refusal?.code ?? "?");
}

describe("advance my turn", () => {
  it("is applied for the acting combatant's owner, and for the GM", async () => {
    const world = new FakeWorld();
    const handlers = gmHandlers(world);
    expect((await handlers.advanceTurn({ combat: "fight", combatant: "hero" }, ALICE)).ok).toBe(true);
    expect((await handlers.advanceTurn({ combat: "fight", combatant: "villain" }, GM)).ok).toBe(true);
    expect(world.calls).toEqual(["endTurn", "endTurn"]);
  });

  it("is refused to someone else, and for a turn that has already moved on", async () => {
    const world = new FakeWorld();
    const handlers = gmHandlers(world);
    expect(code(await handlers.advanceTurn({ combat: "fight", combatant: "hero" }, BOB))).toBe("not-owner");
    world.acting = ["villain"];
    expect(code(await handlers.advanceTurn({ combat: "fight", combatant: "hero" }, ALICE))).toBe("not-your-turn");
    expect(code(await handlers.advanceTurn({ combat: "gone", combatant: "hero" }, ALICE))).toBe("unknown-combat");
    expect(code(await handlers.advanceTurn({ combat: "fight", combatant: "nobody" }, ALICE))).toBe("unknown-combatant");
    expect(world.calls).toEqual([]);
  });

  it("refuses a malformed payload instead of throwing", async () => {
    const world = new FakeWorld();
    const handlers = gmHandlers(world);
    for (const payload of [null, "fight", { combat: "fight" }, { combat: 3, combatant: "hero" }, { combat: "fight", combatant: "" }]) {
      expect(code(await handlers.advanceTurn(payload, GM))).toBe("malformed-request");
    }
    expect(world.calls).toEqual([]);
  });
});

describe("spend an action", () => {
  it("is applied for the owner and the GM, and refused to others", async () => {
    const world = new FakeWorld();
    const handlers = gmHandlers(world);
    expect((await handlers.spendAction({ combat: "fight", combatant: "hero", action: "aim" }, ALICE)).ok).toBe(true);
    expect((await handlers.spendAction({ combat: "fight", combatant: "villain", action: "dodge" }, GM)).ok).toBe(true);
    expect(code(await handlers.spendAction({ combat: "fight", combatant: "hero", action: "aim" }, BOB))).toBe("not-owner");
    expect(code(await handlers.spendAction({ combat: "fight", combatant: "hero" }, ALICE))).toBe("malformed-request");
    expect(world.calls).toEqual(["spend:hero:aim", "spend:villain:dodge"]);
  });

  it("answers with the budget's own reason when the action does not fit", async () => {
    const handlers = gmHandlers(new FakeWorld());
    const answer = await handlers.spendAction({ combat: "fight", combatant: "hero", action: "twice" }, ALICE);
    expect(answer.ok ? null : answer.refusal).toMatchObject({ code: "kind-repeated", data: { label: "Half Action" } });
  });
});

describe("set surprise", () => {
  it("is the GM's alone", async () => {
    const world = new FakeWorld();
    const handlers = gmHandlers(world);
    expect(await handlers.setSurprise({ combat: "fight", surprised: { villain: true } }, GM)).toEqual({ ok: true, value: 1 });
    expect(code(await handlers.setSurprise({ combat: "fight", surprised: { villain: true } }, ALICE))).toBe("gm-only");
    expect(code(await handlers.setSurprise({ combat: "fight", surprised: { villain: "yes" } }, GM))).toBe("malformed-request");
    expect(code(await handlers.setSurprise({ combat: "gone", surprised: {} }, GM))).toBe("unknown-combat");
    expect(world.calls).toEqual(["surprise:villain"]);
  });
});

describe("roll my initiative", () => {
  it("is applied for the owner of every combatant asked for, and the GM", async () => {
    const world = new FakeWorld();
    const handlers = gmHandlers(world);
    expect((await handlers.rollInitiative({ combat: "fight", combatants: ["hero"], mode: "selfroll" }, ALICE)).ok).toBe(true);
    expect(code(await handlers.rollInitiative({ combat: "fight", combatants: ["hero", "villain"], mode: "public" }, ALICE))).toBe("not-owner");
    expect((await handlers.rollInitiative({ combat: "fight", combatants: ["hero", "villain"], mode: "gm" }, GM)).ok).toBe(true);
    expect(code(await handlers.rollInitiative({ combat: "fight", combatants: [], mode: "public" }, GM))).toBe("malformed-request");
    expect(code(await handlers.rollInitiative({ combat: "fight", combatants: ["hero"], luck: "please", mode: "public" }, ALICE))).toBe("malformed-request");
    expect(code(await handlers.rollInitiative({ combat: "fight", combatants: ["hero"] }, ALICE))).toBe("malformed-request");
    expect((await handlers.rollInitiative({ combat: "fight", combatants: ["hero"], luck: true, mode: "blind" }, ALICE)).ok).toBe(true);
    // Rolled for the one who asked, as the server attests them, in the mode their own game has.
    expect(world.calls).toEqual(["initiative:hero:false:alice:self", "initiative:hero,villain:false:gm:gm", "initiative:hero:true:alice:blind"]);
  });
});

describe("set or clear an initiative by hand", () => {
  it("is applied for the combatant's owner and the GM, refused to others, and a bad score is refused unread", async () => {
    const world = new FakeWorld();
    const handlers = gmHandlers(world);
    expect((await handlers.setInitiative({ combat: "fight", combatant: "hero", initiative: 14 }, ALICE)).ok).toBe(true);
    expect((await handlers.setInitiative({ combat: "fight", combatant: "villain", initiative: null }, GM)).ok).toBe(true);
    expect(code(await handlers.setInitiative({ combat: "fight", combatant: "hero", initiative: 3 }, BOB))).toBe("not-owner");
    for (const initiative of [Number.NaN, Number.POSITIVE_INFINITY, "12", undefined, {}]) {
      expect(code(await handlers.setInitiative({ combat: "fight", combatant: "hero", initiative }, GM))).toBe("malformed-request");
    }
    expect(world.calls).toEqual(["setInitiative:hero:14", "setInitiative:villain:null"]);
  });
});

describe("a held action (Delay, Ready, Act now, Abort)", () => {
  it("goes through the same reading and the same owner check as every other request", async () => {
    const world = new FakeWorld();
    const handlers = gmHandlers(world);
    expect((await handlers.holdAction({ combat: "fight", combatant: "hero", op: "delay" }, ALICE)).ok).toBe(true);
    expect((await handlers.holdAction({ combat: "fight", combatant: "villain", op: "ready", trigger: "the door opens" }, GM)).ok).toBe(true);
    expect(code(await handlers.holdAction({ combat: "fight", combatant: "hero", op: "abort" }, BOB))).toBe("not-owner");
    expect(code(await handlers.holdAction({ combat: "fight", combatant: "nobody", op: "abort" }, GM))).toBe("unknown-combatant");
    expect(code(await handlers.holdAction({ combat: "fight", combatant: "hero", op: "ready" }, ALICE))).toBe("malformed-request");
    expect(code(await handlers.holdAction({ combat: "fight", combatant: "hero", op: "pass" }, ALICE))).toBe("malformed-request");
    expect(world.calls).toEqual(["hold:hero:delay", "hold:villain:ready:the door opens"]);
  });
});

describe("the GM's own rulings at the tracker: a push, the pool's count", () => {
  it("push a slow combatant only for a GM, and read the payload first", async () => {
    const world = new FakeWorld();
    const handlers = gmHandlers(world);
    expect((await handlers.pushCombatant({ combat: "fight", combatant: "hero", to: "end" }, GM)).ok).toBe(true);
    expect((await handlers.pushCombatant({ combat: "fight", combatant: "villain", to: "next-round" }, GM)).ok).toBe(true);
    expect(code(await handlers.pushCombatant({ combat: "fight", combatant: "hero", to: "end" }, ALICE))).toBe("gm-only");
    expect(code(await handlers.pushCombatant({ combat: "fight", combatant: "hero", to: "sideways" }, GM))).toBe("malformed-request");
    expect(code(await handlers.pushCombatant({ combat: "fight", combatant: "nobody", to: "end" }, GM))).toBe("unknown-combatant");
    expect(world.calls).toEqual(["push:hero:end", "push:villain:next-round"]);
  });

  it("set the GM's pool only for a GM, a whole number only", async () => {
    const world = new FakeWorld();
    const handlers = gmHandlers(world);
    expect((await handlers.setTally({ name: "gmActionDice", value: 2 }, GM)).ok).toBe(true);
    expect(code(await handlers.setTally({ name: "gmActionDice", value: 9 }, ALICE))).toBe("gm-only");
    expect(code(await handlers.setTally({ name: "gmActionDice", value: 1.5 }, GM))).toBe("malformed-request");
    expect(world.calls).toEqual(["tally:gmActionDice:2"]);
  });

  it("take a combatant out of the round's passes for its owner or the GM, never for another player", async () => {
    const world = new FakeWorld();
    const handlers = gmHandlers(world);
    expect((await handlers.passCombatant({ combat: "fight", combatant: "hero" }, ALICE)).ok).toBe(true);
    expect((await handlers.passCombatant({ combat: "fight", combatant: "villain" }, GM)).ok).toBe(true);
    expect(code(await handlers.passCombatant({ combat: "fight", combatant: "hero" }, BOB))).toBe("not-owner");
    expect(code(await handlers.passCombatant({ combat: "fight" }, GM))).toBe("malformed-request");
    expect(world.calls).toEqual(["pass:hero", "pass:villain"]);
  });
});
