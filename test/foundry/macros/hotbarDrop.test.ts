import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sheetActions } from "../../../src/engine/play/sheetActions";
import { ACTION_DRAG_TYPE } from "../../../src/foundry/applications/sheets/actionDrag";
import { registerMacros } from "../../../src/foundry/macros/registerMacros";
import type { SheetRules } from "../../../src/foundry/applications/sheets/SheetRules";
import { dictionaryTranslator } from "../../../src/engine/text/dictionaryTranslator";
import { ruleSetById } from "../../../src/rulesets/registry";
import { ActorDouble, ItemDouble } from "../../support/foundry/actorDouble";
import { HooksDouble } from "../../support/foundry/hooks";
import { packActorFrom } from "../../support/packActors";
import english from "../../../lang/en.json";

const sergeant = new ActorDouble(packActorFrom("d100-fate-actors", "guard-sergeant", "Actor.sergeant"));
const module = ruleSetById("d100-fate")?.play;
let hooks: HooksDouble;
let created: { name: string; type: string; img: string; command: string }[];
let assigned: { macro: unknown; slot: number }[];
let warnings: string[];
let macros: { command: string; isAuthor: boolean }[];
let mayScript: boolean;

/** The sheets' rules as boot.ts hands them over, over the double's snapshot. */
const rules: SheetRules = {
  module: async () => module,
  snapshot: (actor) => (actor as unknown as ActorDouble).snap,
  budget: () => undefined,
  startCard: async () => undefined,
};

beforeEach(() => {
  hooks = new HooksDouble();
  created = [];
  assigned = [];
  warnings = [];
  macros = [];
  mayScript = true;
  const uuids = new Map<string, unknown>([
    ["Actor.sergeant", sergeant],
    ...[...sergeant.items.values()].map((item): [string, unknown] => [`Actor.sergeant.Item.${item.id}`, item]),
  ]);
  vi.stubGlobal("Hooks", hooks);
  vi.stubGlobal("foundry", { utils: { fromUuidSync: (uuid: string) => uuids.get(uuid) ?? null }, documents: { Actor: ActorDouble, Item: ItemDouble } });
  const i18n = dictionaryTranslator(english);
  vi.stubGlobal("game", {
    ready: true,
    i18n,
    // v13 client/documents/user.mjs: `User#can` and `User#assignHotbarMacro(macro, slot)`.
    user: {
      can: (permission: string) => permission === "MACRO_SCRIPT" && mayScript,
      assignHotbarMacro: async (macro: unknown, slot: number) => void assigned.push({ macro, slot }),
    },
    macros: { find: (test: (macro: { command: string; isAuthor: boolean }) => boolean) => macros.find(test) },
  });
  vi.stubGlobal("ui", { notifications: { warn: (message: string) => void warnings.push(message) } });
  // v13 client/documents/macro.mjs: `Macro.implementation.create(data)` answers the stored macro.
  vi.stubGlobal("Macro", {
    implementation: { create: async (data: { name: string; type: string; img: string; command: string }) => (created.push(data), { ...data, isAuthor: true }) },
  });
  registerMacros(rules);
});

afterEach(() => vi.unstubAllGlobals());

/** What core's Hotbar#onDragDrop does with a drop: calls `hotbarDrop` and stops when a listener answers false. */
function drop(data: unknown, slot = 3): boolean {
  return hooks.call("hotbarDrop", {}, data, String(slot));
}

async function settled(): Promise<void> {
  // The macro's making is fetched on the first drop: once it has arrived, what it does settles within a task.
  await import("../../../src/foundry/macros/placeMacro");
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe("a sheet action dropped on the hotbar", () => {
  if (module === undefined) throw new Error("d100-fate is not registered");
  const offered = sheetActions(module.sheet(sergeant.snap, undefined));
  const test = offered.find((action) => action.action === "rollTest");
  const attack = offered.find((action) => action.item !== null);
  if (test === undefined || attack === undefined || attack.item === null) throw new Error("the sergeant's sheet offers no test or attack");

  it("becomes one macro that calls the API, in the slot it was dropped on", async () => {
    expect(drop({ type: ACTION_DRAG_TYPE, actor: "Actor.sergeant", action: test.action, data: test.data }, 4)).toBe(false);
    await settled();
    expect(created).toHaveLength(1);
    expect(created[0]?.type).toBe("script");
    expect(created[0]?.command).toContain("game.turnwright.api");
    expect(created[0]?.command).toContain(JSON.stringify(test.data));
    expect(created[0]?.name).toMatch(/\(Guard Sergeant\)$/);
    expect(assigned).toEqual([{ macro: expect.objectContaining({ command: created[0]?.command }), slot: 4 }]);
    expect(warnings).toEqual([]);
  });

  it("a weapon dragged from its row makes the macro of its first attack, with the weapon's picture", async () => {
    expect(drop({ type: "Item", uuid: `Actor.sergeant.Item.${attack.item?.id ?? ""}` })).toBe(false);
    await settled();
    expect(created).toHaveLength(1);
    expect(created[0]?.command).toContain(JSON.stringify(attack.data));
    expect(created[0]?.img).toBe("icons/weapon.webp");
  });

  it("the same action dropped again reuses the user's macro", async () => {
    macros.push({ command: "", isAuthor: true });
    drop({ type: ACTION_DRAG_TYPE, actor: "Actor.sergeant", action: test.action, data: test.data });
    await settled();
    macros.push({ command: created[0]?.command ?? "", isAuthor: true });
    drop({ type: ACTION_DRAG_TYPE, actor: "Actor.sergeant", action: test.action, data: test.data }, 5);
    await settled();
    expect(created).toHaveLength(1);
    expect(assigned.map((entry) => entry.slot)).toEqual([3, 5]);
  });

  it("an action the sheet no longer offers, or an actor gone, makes nothing and says so", async () => {
    drop({ type: ACTION_DRAG_TYPE, actor: "Actor.sergeant", action: "attack", data: { item: "gone" } });
    drop({ type: ACTION_DRAG_TYPE, actor: "Actor.gone", action: test.action, data: test.data });
    await settled();
    expect(created).toEqual([]);
    expect(warnings).toEqual([english.TURNWRIGHT.Macro.NoAction, english.TURNWRIGHT.Macro.NoAction]);
  });

  it("a user without the right to script macros is told, and nothing is made", async () => {
    mayScript = false;
    drop({ type: ACTION_DRAG_TYPE, actor: "Actor.sergeant", action: test.action, data: test.data });
    await settled();
    expect(created).toEqual([]);
    expect(warnings).toEqual([english.TURNWRIGHT.Macro.NoPermission]);
  });

  it("anything else dropped is left to core", () => {
    expect(drop({ type: "Macro", uuid: "Macro.m" })).toBe(true);
    expect(drop({ type: "Item", uuid: "Item.loose" })).toBe(true);
    expect(drop({ type: "turnwright.other" })).toBe(true);
  });
});
