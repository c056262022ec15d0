import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StartClick } from "../../../src/foundry/chat/cardClient";

// The API's module reaches the system's document classes, which extend Foundry's at import.
await vi.hoisted(async () => (await import("../../support/foundry/hooks")).standInDocumentGlobals());
import english from "../../../lang/en.json";
import { dictionaryTranslator } from "../../../src/engine/text/dictionaryTranslator";
import { allow, refuse } from "../../../src/engine/Refusal";
import { createPlayApi } from "../../../src/foundry/api/foundryPlayApi";
import type { SheetRules } from "../../../src/foundry/applications/sheets/SheetRules";
import { ruleSetById } from "../../../src/rulesets/registry";
import { packActorFrom } from "../../support/packActors";
import { requestOfGM } from "../../../src/foundry/gm/requestOfGM";
import { TurnwrightCombat } from "../../../src/foundry/documents/TurnwrightCombat";
import type { CardView } from "../../../src/engine/play/CardView";
import { text } from "../../../src/engine/text/LocalText";
import { ActorDouble } from "../../support/foundry/actorDouble";

// The GM's requests, as the sheet, the card and the tracker send them: the API must send the same.
vi.mock("../../../src/foundry/gm/requestOfGM", () => ({ requestOfGM: vi.fn(async () => ({ ok: true, value: {} })) }));

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
  start: async (actor: Actor.Implementation, action: string, data: Readonly<Record<string, string>>, _click?: StartClick, targets?: readonly string[]) => {
    started.push({ actor: actor.uuid, action, data, targets });
    return answer;
  },
  press: async (message: string, button: string) => (pressed.push({ message, button }), allow(true)),
};
let pressed: { message: string; button: string }[];

beforeEach(() => {
  budget = undefined;
  warnings = [];
  started = [];
  answer = allow({ messageId: "m1" });
  pressed = [];
  vi.mocked(requestOfGM).mockClear();
  vi.stubGlobal("foundry", { utils: { fromUuidSync: (uuid: string) => (uuid === sergeant.uuid ? sergeant : null) }, documents: { Actor: ActorDouble } });
  vi.stubGlobal("game", { ready: true, i18n: Object.assign(dictionaryTranslator(english), { has: (key: string) => key.startsWith("TURNWRIGHT.") }) });
  vi.stubGlobal("ui", { notifications: { warn: (message: string) => void warnings.push(message) } });
});

afterEach(() => vi.unstubAllGlobals());

describe("game.turnwright.api", () => {
  const api = createPlayApi(rules, cards, async () => undefined);

  it("lists what the actor can do in the sheet's words", async () => {
    const actions = await api.actions("Actor.sergeant");
    const test = actions.find((action) => action.action === "rollTest" && action.data["characteristic"] === "agility");
    expect(test).toMatchObject({ allowed: true, reason: null, item: null, stat: english.TURNWRIGHT.D100Fate.Characteristic.agility });
    expect(test?.label).toBe(english.TURNWRIGHT.D100Fate.Roll.Test);
    expect(actions.filter((action) => action.item !== null).every((action) => typeof action.cost === "string")).toBe(true);
    expect(await api.actions("Actor.gone")).toEqual([]);
  });

  it("starts an offered action exactly as the sheet's button sends it", async () => {
    const [attack] = (await api.actions("Actor.sergeant")).filter((action) => action.item !== null && action.allowed);
    if (attack === undefined) throw new Error("the sergeant has no open attack");
    expect(await api.start({ actor: "Actor.sergeant", action: attack.action, data: attack.data, targets: ["Actor.champion"] })).toEqual({
      ok: true,
      messageId: "m1",
    });
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
    expect(await api.start({ actor: "Actor.sergeant", action: "rollTest", data: { characteristic: "agility" } })).toEqual({
      ok: false,
      reason: english.TURNWRIGHT.Refusal["not-your-actor"],
    });
  });
});

/** A card as the GM's game wrote it, drawn with these buttons for whoever looks. */
const CARD_VIEW: CardView = {
  title: text("T"),
  rolls: [],
  lines: [],
  buttons: [
    { id: "reroll", label: text("TURNWRIGHT.D100Fate.Button.reroll"), audience: { kind: "gm" }, tone: "luck", used: false },
    { id: "deal:target", label: text("TURNWRIGHT.Damage.Button.target"), audience: { kind: "gm" }, tone: "primary", used: false, damage: true },
  ],
};

describe("card steps and the tracker through the API", () => {
  const cardRules: SheetRules = {
    ...rules,
    module: async () => (module === undefined ? undefined : { ...module, cards: { ...module.cards, view: () => CARD_VIEW } }),
  };
  const api = createPlayApi(cardRules, cards, async () => undefined);
  const message = {
    id: "m1",
    type: "card",
    system: { card: { kind: "damage", actors: [], data: {}, used: [] }, roller: "gm" },
    author: { id: "gm", isGM: true },
    isRoll: false,
    visible: true,
    isContentVisible: true,
  };
  const combat: unknown = Object.create(TurnwrightCombat.prototype, { id: { value: "c1" } });

  beforeEach(() => {
    vi.stubGlobal("game", {
      ready: true,
      i18n: Object.assign(dictionaryTranslator(english), { has: (key: string) => key.startsWith("TURNWRIGHT.") }),
      user: { id: "gm", isGM: true },
      messages: { get: (id: string) => (id === "m1" ? message : undefined) },
      combat,
      combats: { get: () => undefined },
    });
  });

  it("a card's steps in words, and each kind of step pressed as its button is", async () => {
    expect(await api.cardSteps("m1")).toEqual([
      { id: "reroll", label: english.TURNWRIGHT.D100Fate.Button.reroll, tone: "luck", damage: false, used: false, allowed: true },
      { id: "deal:target", label: english.TURNWRIGHT.Damage.Button.target, tone: "primary", damage: true, used: false, allowed: true },
    ]);
    expect(await api.applyDamage({ message: "m1" })).toEqual({ ok: true });
    expect(await api.spendLuck({ message: "m1" })).toEqual({ ok: true });
    expect(await api.press({ message: "m1", step: "deal:target" })).toEqual({ ok: true });
    expect(pressed).toEqual([
      { message: "m1", button: "deal:target" },
      { message: "m1", button: "reroll" },
      { message: "m1", button: "deal:target" },
    ]);
    expect(await api.press({ message: "gone", step: "deal:target" })).toEqual({ ok: false, reason: english.TURNWRIGHT.Refusal["card-gone"] });
    expect(await api.press({ message: "m1", step: "forged" })).toEqual({ ok: false, reason: english.TURNWRIGHT.Api.NoStep });
    expect(pressed).toHaveLength(3);
  });

  it("a spend and a pass are the tracker's requests, for the fight under way", async () => {
    expect(await api.spend({ combatant: "k1", action: "halfMove" })).toEqual({ ok: true });
    expect(await api.pass({ combatant: "k1" })).toEqual({ ok: true });
    expect(vi.mocked(requestOfGM).mock.calls).toEqual([
      ["spendAction", { combat: "c1", combatant: "k1", action: "halfMove" }],
      ["passCombatant", { combat: "c1", combatant: "k1" }],
    ]);
    expect(await api.spend({ combatant: "k1", action: "halfMove", combat: "other" })).toEqual({ ok: false, reason: english.TURNWRIGHT.Api.NoCombat });
  });
});

describe("the steps of a card kept from the user, as the API lists them", () => {
  /** A private attack's card on Carol's fighter: her dodge is open to her, the GM's buttons and a used one are not hers. */
  const PRIVATE_VIEW: CardView = {
    title: text("T"),
    rolls: [],
    lines: [],
    buttons: [
      {
        id: "dodge:Actor.carol",
        label: text("TURNWRIGHT.D100Fate.Button.dodge", { name: "Carol" }),
        audience: { kind: "owner", actor: "Actor.carol" },
        tone: "defence",
        used: false,
      },
      { id: "roll", label: text("TURNWRIGHT.D100Fate.Button.rollAttack"), audience: { kind: "owner", actor: "Actor.raider" }, tone: "primary", used: true },
      { id: "uncritical", label: text("T"), audience: { kind: "gm" }, tone: "plain", used: false },
    ],
  };
  const cardRules: SheetRules = {
    ...rules,
    module: async () => (module === undefined ? undefined : { ...module, cards: { ...module.cards, view: () => PRIVATE_VIEW } }),
  };
  const api = createPlayApi(cardRules, cards, async () => undefined);
  /** Carol's fighter, which her user owns (v13 `Document#testUserPermission`). */
  class OwnedDouble extends ActorDouble {
    testUserPermission(): boolean {
      return true;
    }
  }
  const carol = new OwnedDouble(packActorFrom("d100-fate-actors", "guard-sergeant", "Actor.carol"));

  function seeing(message: object): void {
    vi.stubGlobal("foundry", { utils: { fromUuidSync: (uuid: string) => (uuid === carol.uuid ? carol : null) }, documents: { Actor: ActorDouble } });
    vi.stubGlobal("game", {
      ready: true,
      i18n: Object.assign(dictionaryTranslator(english), { has: (key: string) => key.startsWith("TURNWRIGHT.") }),
      user: { id: "carol", isGM: false },
      messages: { get: (id: string) => (id === "m2" ? message : undefined) },
    });
  }
  const card = {
    id: "m2",
    type: "card",
    system: { card: { kind: "attack", actors: ["Actor.raider", "Actor.carol"], data: {}, used: ["roll"] }, roller: "gm" },
    author: { id: "gm", isGM: true },
    isRoll: true,
  };

  it("lists only the steps open to her, and she takes them, when the card is listed for her but its content is not", async () => {
    seeing({ ...card, visible: true, isContentVisible: false });
    expect(await api.cardSteps("m2")).toEqual([{ id: "dodge:Actor.carol", label: "Carol: Dodge", tone: "defence", damage: false, used: false, allowed: true }]);
    expect(await api.press({ message: "m2", step: "dodge:Actor.carol" })).toEqual({ ok: true });
    expect(pressed).toEqual([{ message: "m2", button: "dodge:Actor.carol" }]);
  });

  it("lists none, and takes none, when the card is not listed for her", async () => {
    seeing({ ...card, visible: false, isContentVisible: false });
    expect(await api.cardSteps("m2")).toEqual([]);
    expect(await api.press({ message: "m2", step: "dodge:Actor.carol" })).toEqual({ ok: false, reason: english.TURNWRIGHT.Refusal["card-gone"] });
    expect(pressed).toEqual([]);
  });
});
