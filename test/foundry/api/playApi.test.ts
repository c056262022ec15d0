import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The API's module reaches the system's document classes, which extend Foundry's at import: a stand-in answers them (as test/support/foundry/hooks.ts `foundryStandIn`).
vi.hoisted(() => {
  const handler: ProxyHandler<() => void> = {
    // `instanceof` a stand-in class goes by the prototype chain, as it does for a real class.
    get: (target, key) => (key === Symbol.hasInstance ? undefined : key === Symbol.toPrimitive ? () => "" : key === "prototype" ? target.prototype : stand),
    apply: () => stand,
    construct: () => ({}),
  };
  const stand: unknown = new Proxy(function standIn() {}, handler);
  for (const name of ["Actor", "Item", "Combat", "Combatant", "ChatMessage", "foundry", "CONFIG"]) Reflect.set(globalThis, name, stand);
});
import english from "../../../lang/en.json";
import type { ActorSnapshot } from "../../../src/engine/play/ActorSnapshot";
import { dictionaryTranslator } from "../../../src/engine/play/dictionaryTranslator";
import { allow, refuse } from "../../../src/engine/Refusal";
import { createPlayApi } from "../../../src/foundry/api/foundryPlayApi";
import type { SheetRules } from "../../../src/foundry/sheets/SheetRules";
import { ruleSetById } from "../../../src/rulesets/registry";
import { packActorFrom } from "../../support/packActors";


/** A world actor as `fromUuidSync` answers it (v13 common/documents/actor.mjs): what the API reads of it. */
class ActorDouble {
  constructor(readonly snap: ActorSnapshot) {}
  get uuid(): string {
    return this.snap.ref;
  }
  get name(): string {
    return this.snap.name;
  }
  get type(): string {
    return this.snap.type;
  }
  get items(): { contents: { id: string }[] } {
    return { contents: this.snap.items.map((item) => ({ id: item.id })) };
  }
}

const sergeant = new ActorDouble(packActorFrom("d100-fate-actors", "guard-sergeant", "Actor.sergeant"));
const module = ruleSetById("d100-fate")?.play;
let budget: unknown;
let warnings: string[];
let started: { actor: string; action: string; data: unknown; targets: unknown }[];
let answer: ReturnType<typeof allow<{ messageId: string }>> | ReturnType<typeof refuse>;

const rules: SheetRules = {
  module: async () => module,
  snapshot: (actor) => (actor as unknown as ActorDouble).snap,
  budget: () => budget,
  startCard: async () => undefined,
};
const cards = {
  start: async (actor: Actor.Implementation, action: string, data: Readonly<Record<string, string>>, targets?: readonly string[]) => {
    started.push({ actor: actor.uuid, action, data, targets });
    return answer;
  },
};

beforeEach(() => {
  budget = undefined;
  warnings = [];
  started = [];
  answer = allow({ messageId: "m1" });

  vi.stubGlobal("foundry", { utils: { fromUuidSync: (uuid: string) => (uuid === sergeant.uuid ? sergeant : null) }, documents: { Actor: ActorDouble } });
  vi.stubGlobal("game", { ready: true, i18n: Object.assign(dictionaryTranslator(english), { has: (key: string) => key.startsWith("TURNWRIGHT.") }) });
  vi.stubGlobal("ui", { notifications: { warn: (message: string) => void warnings.push(message) } });
});

afterEach(() => vi.unstubAllGlobals());

describe("game.turnwright.api", () => {
  const api = createPlayApi(rules, cards);

  it("lists what the actor can do in the sheet's words", async () => {
    const actions = await api.actions("Actor.sergeant");
    const test = actions.find((action) => action.action === "rollTest" && action.data["characteristic"] === "agility");
    expect(test).toMatchObject({ allowed: true, reason: null, item: null });
    expect(test?.label).toBe(english.TURNWRIGHT.D100Fate.Roll.Test);
    expect(actions.filter((action) => action.item !== null).every((action) => typeof action.cost === "string")).toBe(true);
    expect(await api.actions("Actor.gone")).toEqual([]);
  });

  it("starts an offered action exactly as the sheet's button sends it", async () => {
    const [attack] = (await api.actions("Actor.sergeant")).filter((action) => action.item !== null && action.allowed);
    if (attack === undefined) throw new Error("the sergeant has no open attack");
    expect(await api.start({ actor: "Actor.sergeant", action: attack.action, data: attack.data, targets: ["Actor.champion"] })).toEqual({ ok: true, messageId: "m1" });
    expect(started).toEqual([{ actor: "Actor.sergeant", action: attack.action, data: attack.data, targets: ["Actor.champion"] }]);
    await api.start({ actor: "Actor.sergeant", action: "rollTest", data: { characteristic: "agility" } });
    expect(started[1]?.targets).toBeUndefined();
  });

  it("an actor gone, an item gone or an action not offered: a message, and no request", async () => {
    const gone = await api.start({ actor: "Actor.gone", action: "rollTest", data: { characteristic: "agility" } });
    const noItem = await api.start({ actor: "Actor.sergeant", action: "attack", data: { item: "nothing", action: "standardAttack" } });
    const forged = await api.start({ actor: "Actor.sergeant", action: "toggle", data: { path: "system.wounds.value" } });
    expect([gone, noItem, forged]).toEqual([
      { ok: false, reason: english.TURNWRIGHT.Refusal["actor-missing"] },
      { ok: false, reason: "Guard Sergeant no longer has that item" },
      { ok: false, reason: "Guard Sergeant's sheet does not offer that action now" },
    ]);
    expect(warnings).toEqual([gone, noItem, forged].map((outcome) => (outcome.ok ? "" : outcome.reason)));
    expect(started).toEqual([]);
  });

  it("the GM's refusal comes back in its words", async () => {
    answer = refuse("not-your-actor", "Only the actor's owner can do that", {});
    expect(await api.start({ actor: "Actor.sergeant", action: "rollTest", data: { characteristic: "agility" } })).toEqual({ ok: false, reason: english.TURNWRIGHT.Refusal["not-your-actor"] });
  });
});
