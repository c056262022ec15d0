import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HooksDouble } from "../../support/foundry/hooks";

// The system's document classes extend Foundry's at import.
await vi.hoisted(async () => (await import("../../support/foundry/hooks")).standInDocumentGlobals());

// The GM's requests and the fight's writes: what the hooks follow is their outcome, answered here.
vi.mock("../../../src/foundry/gm/requestOfGM", () => ({ requestOfGM: vi.fn(async () => ({ ok: true, value: { messageId: "m1" } })) }));
vi.mock("../../../src/foundry/fight/spend", () => ({ spendFromBudget: vi.fn(async () => ({ ok: true, value: [] })) }));
vi.mock("../../../src/foundry/fight/pass", () => ({ passInFight: vi.fn(async () => ({ ok: true, value: {} })) }));

import { requestOfGM } from "../../../src/foundry/gm/requestOfGM";
import { spendFromBudget } from "../../../src/foundry/fight/spend";
import { CardClient } from "../../../src/foundry/chat/cardClient";
import { registerCardStepHook } from "../../../src/foundry/chat/cardStepHook";
import { foundryGmWorld } from "../../../src/foundry/documents/foundryGmWorld";
import { TurnwrightCombat } from "../../../src/foundry/documents/TurnwrightCombat";
import { foundryCardTable } from "../../../src/foundry/chat/foundryCardTable";
import type { RuleSetModule } from "../../../src/engine/play/RuleSetModule";

let hooks: HooksDouble;
const heard: unknown[][] = [];
const listen = (name: string, answer?: unknown): void => void hooks.on(name, (...args: unknown[]) => (heard.push([name, ...args]), answer));

beforeEach(() => {
  hooks = new HooksDouble();
  heard.length = 0;
  vi.mocked(requestOfGM).mockClear();
  vi.stubGlobal("Hooks", hooks);
});

afterEach(() => vi.unstubAllGlobals());

describe("turnwright.preRoll", () => {
  const actor = { uuid: "Actor.a" };
  // A rule set whose starts throw no dice that ask for modifiers: the start goes straight to the hook.
  const client = new CardClient(async () => ({ id: "d100-fate", cards: { modifiers: { rolls: [] } } }) as unknown as RuleSetModule);
  beforeEach(() => {
    // v13: `game.user.targets` the user's targeted tokens; `core.rollMode` the user's roll mode (client/helpers/client-settings.mjs).
    vi.stubGlobal("game", {
      ready: true,
      user: { targets: new Set([{ actor: { uuid: "Actor.t" } }]) },
      settings: { settings: new Map(), get: () => "publicroll" },
    });
  });

  it("hears the actor and exactly what the button sends, before the GM is asked", async () => {
    listen("turnwright.preRoll");
    await client.start(actor as unknown as Actor.Implementation, "attack", { item: "w1" });
    expect(heard).toEqual([["turnwright.preRoll", actor, { action: "attack", data: { item: "w1" }, targets: ["Actor.t"] }]]);
    expect(Object.isFrozen(heard[0]?.[2])).toBe(true);
    expect(vi.mocked(requestOfGM).mock.calls.map(([name]) => name)).toEqual(["startCard"]);
  });

  it("a listener answering false stops the roll: nothing is sent", async () => {
    listen("turnwright.preRoll", false);
    const started = await client.start(actor as unknown as Actor.Implementation, "rollTest", { characteristic: "agility" }, { quick: false }, ["Actor.x"]);
    expect(started).toMatchObject({ ok: false, refusal: { code: "roll-cancelled" } });
    expect(heard).toEqual([["turnwright.preRoll", actor, { action: "rollTest", data: { characteristic: "agility" }, targets: ["Actor.x"] }]]);
    expect(requestOfGM).not.toHaveBeenCalled();
  });
});

describe("turnwright.cardStep", () => {
  const card = { kind: "attack", actors: ["Actor.a"], data: {}, used: ["roll"] };
  const gmCard = { type: "card", system: { card, roller: "u1" }, author: { id: "gm", isGM: true } };

  beforeEach(() => {
    registerCardStepHook();
    listen("turnwright.cardStep");
  });

  it("a card posted, then moved on by a press, as core's document hooks report them on each client", () => {
    // v13 client/documents/abstract/client-document.mjs: `_onCreate` calls `createChatMessage(document, options, userId)`, `_onUpdate` calls `updateChatMessage(document, changed, options, userId)`.
    hooks.callAll("createChatMessage", { ...gmCard, system: { ...gmCard.system, card: { ...card, used: [] } } }, {}, "gm");
    hooks.callAll("updateChatMessage", gmCard, { system: { card } }, {}, "gm");
    expect(heard.map(([, , step]) => step)).toEqual([
      { kind: "attack", step: null, card: { ...card, used: [] } },
      { kind: "attack", step: "roll", card },
    ]);
  });

  it("hands each listener a frozen copy of the card, never the message's own: a listener that writes to it changes nothing", () => {
    const live = { kind: "attack", actors: ["Actor.a"], data: { target: 45, hits: [1] }, used: ["roll"] };
    const message = { ...gmCard, system: { ...gmCard.system, card: live } };
    hooks.on("turnwright.cardStep", (_message, event) => {
      const given = Reflect.get(Object(event), "card");
      Reflect.set(Object(Reflect.get(Object(given), "data")), "target", 99);
      Reflect.get(Object(Reflect.get(Object(given), "data")), "hits")?.push?.(2);
    });
    hooks.callAll("updateChatMessage", message, { system: { card: live } }, {}, "gm");
    expect(live).toEqual({ kind: "attack", actors: ["Actor.a"], data: { target: 45, hits: [1] }, used: ["roll"] });
    const event = heard.at(-1)?.[2];
    expect(Object.isFrozen(Reflect.get(Object(Reflect.get(Object(event), "card")), "data"))).toBe(true);
    expect(Reflect.get(Object(event), "card")).not.toBe(live);
  });

  it("nothing for a card no GM wrote, another message, or an update that left the card alone", () => {
    hooks.callAll("createChatMessage", { ...gmCard, author: { id: "p", isGM: false } }, {}, "p");
    hooks.callAll("createChatMessage", { type: "base", system: {}, author: { id: "gm", isGM: true } }, {}, "gm");
    hooks.callAll("updateChatMessage", gmCard, { flags: { x: 1 } }, {}, "gm");
    expect(heard).toEqual([]);
  });
});

describe("turnwright.budgetSpent and turnwright.passed, on the GM's game", () => {
  const combat: unknown = Object.create(TurnwrightCombat.prototype, {
    id: { value: "c1" },
    combatants: { value: new Map([["k1", { actor: { uuid: "Actor.a" } }]]) },
    fightPort: { value: () => ({}) },
  });
  beforeEach(() => {
    vi.stubGlobal("game", { ready: true, combats: { get: (id: string) => (id === "c1" ? combat : undefined) } });
    listen("turnwright.budgetSpent");
    listen("turnwright.passed");
  });

  it("hear the fight, the combatant, its actor and the action, once the write is done", async () => {
    const desk = foundryGmWorld(async () => undefined).fight("c1");
    await desk?.spend("k1", "aim");
    await desk?.pass("k1");
    expect(heard).toEqual([
      ["turnwright.budgetSpent", { combat: "c1", combatant: "k1", actor: "Actor.a", action: "aim" }],
      ["turnwright.passed", { combat: "c1", combatant: "k1", actor: "Actor.a" }],
    ]);
  });

  it("a refused spend is not announced", async () => {
    vi.mocked(spendFromBudget).mockResolvedValueOnce({ ok: false, refusal: { code: "not-your-turn", message: "" } });
    await foundryGmWorld(async () => undefined)
      .fight("c1")
      ?.spend("k1", "aim");
    expect(heard).toEqual([]);
  });
});

describe("turnwright.damageApplied, on the GM's game", () => {
  const dealt = {
    ref: "Actor.c",
    name: "Cultist",
    before: { "wounds.value": 10 },
    after: { "wounds.value": 3 },
    lines: [{ key: "TURNWRIGHT.Damage.DealtTo" }],
    undone: false,
  };

  it("hears the card, whether it was taken back, and each defender's fields before and after, as documented", () => {
    listen("turnwright.damageApplied");
    const table = foundryCardTable();
    table.damageMoved("m1", { undone: false, dealt: [dealt] });
    table.damageMoved("m1", { undone: true, dealt: [{ ...dealt, undone: true }] });
    const defenders = [{ actor: "Actor.c", name: "Cultist", before: { "wounds.value": 10 }, after: { "wounds.value": 3 } }];
    expect(heard).toEqual([
      ["turnwright.damageApplied", { message: "m1", undone: false, defenders }],
      ["turnwright.damageApplied", { message: "m1", undone: true, defenders }],
    ]);
    const event: unknown = heard[0]?.[1];
    expect(Object.isFrozen(event) && Object.isFrozen(Reflect.get(Object(event), "defenders"))).toBe(true);
  });
});
