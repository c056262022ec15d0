import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The API's module reaches the system's document classes, which extend Foundry's at import.
await vi.hoisted(async () => (await import("../../support/foundry/hooks")).standInDocumentGlobals());

// The GM's requests and the dialog: what the API does with a roll is what is read.
vi.mock("../../../src/foundry/gm/requestOfGM", () => ({ requestOfGM: vi.fn(async () => ({ ok: true, value: { messageId: "m1" } })) }));
// A card's actors as this game reads them: the pack's sergeant, whose snapshot the double holds.
vi.mock("../../../src/foundry/chat/cardActors", async () => {
  const { packActorFrom } = await import("../../support/packActors");
  const snap = packActorFrom("d100-fate-actors", "guard-sergeant", "Actor.sergeant");
  return {
    cardActors: (refs: readonly string[]) => Object.fromEntries(refs.filter((ref) => ref === snap.ref).map((ref) => [ref, snap])),
    playerOwned: () => false,
  };
});
vi.mock("../../../src/foundry/applications/modifiers/rollChoice", () => ({
  chooseModifiers: vi.fn(async () => ({ choice: { step: "hard", free: { test: 5 } }, mode: "blind" })),
  rememberChoice: vi.fn(),
}));

import english from "../../../lang/en.json";
import { dictionaryTranslator } from "../../../src/engine/text/dictionaryTranslator";
import { CardClient } from "../../../src/foundry/chat/cardClient";
import { createPlayApi } from "../../../src/foundry/api/foundryPlayApi";
import { requestOfGM } from "../../../src/foundry/gm/requestOfGM";
import { chooseModifiers } from "../../../src/foundry/applications/modifiers/rollChoice";
import type { SheetRules } from "../../../src/foundry/applications/sheets/SheetRules";
import { ruleSetById } from "../../../src/rulesets/registry";
import { HooksDouble } from "../../support/foundry/hooks";
import { rollRequestCard } from "../../../src/engine/play/rollRequestCard";
import { ActorDouble } from "../../support/foundry/actorDouble";
import { packActorFrom } from "../../support/packActors";

const module = ruleSetById("d100-fate")?.play;
const sergeant = new ActorDouble(packActorFrom("d100-fate-actors", "guard-sergeant", "Actor.sergeant"));
const rules: SheetRules = { module: async () => module, snapshot: () => sergeant.snap, budget: () => undefined, startCard: async () => undefined };

beforeEach(() => {
  vi.mocked(requestOfGM).mockClear();
  vi.mocked(chooseModifiers).mockClear();
  vi.stubGlobal("Hooks", new HooksDouble());
  vi.stubGlobal("foundry", { utils: { fromUuidSync: (uuid: string) => (uuid === sergeant.uuid ? sergeant : null) }, documents: { Actor: ActorDouble } });
  vi.stubGlobal("game", {
    ready: true,
    i18n: Object.assign(dictionaryTranslator(english), { has: (key: string) => key.startsWith("TURNWRIGHT.") }),
    user: { id: "alice", targets: new Set() },
    settings: { settings: new Map(), get: () => "publicroll" },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("a roll started through the API", () => {
  it("asks for its modifiers in the dialog, as its sheet button does, and sends what was chosen", async () => {
    const api = createPlayApi(rules, new CardClient(async () => module), async () => undefined);
    expect(await api.start({ actor: "Actor.sergeant", action: "rollTest", data: { characteristic: "agility" } })).toEqual({ ok: true, messageId: "m1" });
    expect(chooseModifiers).toHaveBeenCalledTimes(1);
    expect(vi.mocked(requestOfGM).mock.calls[0]?.[1]).toMatchObject({ action: "rollTest", mode: "blind", modifiers: { step: "hard", free: { test: 5 } } });
  });

  it("is described in docs/api.md as it is: the dialog opens, and there is no modifiers argument", () => {
    const start =
      readFileSync(new URL("../../../docs/api.md", import.meta.url), "utf8")
        .split("### `start(")[1]
        ?.split("### ")[0] ?? "";
    expect(start).toMatch(/opens the modifiers dialog/);
    expect(start).not.toMatch(/takes no situational modifiers/);
  });
});

describe("a roll the GM asked for, pressed on its card", () => {
  it("opens the modifiers dialog without the ladder (the difficulty is the GM's) and sends the free modifiers with the press", async () => {
    const card = rollRequestCard({ test: "agility", difficulty: "hard", actors: [sergeant.uuid], opposed: false, secret: false });
    const message = { type: "card", system: { card, roller: "gm" }, author: { id: "gm", isGM: true }, isRoll: false };
    vi.stubGlobal("game", { ...game, messages: new Map([["m9", message]]) });
    const warned: string[] = [];
    vi.stubGlobal("ui", { notifications: { warn: (words: string) => void warned.push(words) } });
    vi.mocked(requestOfGM).mockResolvedValueOnce({ ok: true, value: {} });
    const pressed = await new CardClient(async () => module).press("m9", `roll:${sergeant.uuid}`);
    expect(warned).toEqual([]);
    expect(pressed.ok).toBe(true);
    expect(chooseModifiers).toHaveBeenCalledTimes(1);
    expect(vi.mocked(chooseModifiers).mock.calls[0]?.[2]).toMatchObject({ rolls: ["rollTest"], ladder: [], usualStep: null });
    expect(vi.mocked(requestOfGM).mock.calls[0]).toEqual([
      "pressCard",
      { messageId: "m9", button: `roll:${sergeant.uuid}`, modifiers: { step: "hard", free: { test: 5 } } },
    ]);
  });

  it("asks nothing of a button that throws no requested roll", async () => {
    const card = rollRequestCard({ test: "agility", difficulty: "hard", actors: [sergeant.uuid], opposed: false, secret: false });
    const message = {
      type: "card",
      system: { card: { ...card, kind: "between-fights", data: { done: null, undone: false } }, roller: "gm" },
      author: { id: "gm", isGM: true },
      isRoll: false,
    };
    vi.stubGlobal("game", { ...game, messages: new Map([["m8", message]]) });
    vi.mocked(requestOfGM).mockResolvedValueOnce({ ok: true, value: {} });
    await new CardClient(async () => module).press("m8", "apply");
    expect(chooseModifiers).not.toHaveBeenCalled();
    expect(vi.mocked(requestOfGM).mock.calls[0]).toEqual(["pressCard", { messageId: "m8", button: "apply" }]);
  });
});
