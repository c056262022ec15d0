import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import english from "../../../../lang/en.json";
import { dictionaryTranslator } from "../../../../src/engine/text/dictionaryTranslator";
import type { SheetRules } from "../../../../src/foundry/applications/sheets/SheetRules";
import { ruleSetById } from "../../../../src/rulesets/registry";

/**
 * The part of ActorSheetV2 the drag and drop handlers touch (v13 client/applications/sheets/actor-sheet.mjs):
 * the sheet's `actor`. Core's `_onDrop` resolves the dropped document and calls `_onDropItem(event, item)`;
 * its DragDrop calls `_onDragStart(event)` with the dragged element as `currentTarget`.
 */
class SheetBase {
  constructor(readonly actor: ActorDouble) {}
}

interface ItemDouble {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly parent: { readonly uuid: string } | null;
  toObject(): object;
  toDragData(): object;
}

class ActorDouble {
  readonly uuid = "Actor.sergeant";
  readonly type = "d100-fate-character";
  readonly isOwner = true;
  readonly created: { data: object[]; options: object }[] = [];
  readonly own: ItemDouble = item("w1", "Las rifle", "d100-fate-weapon", this);
  readonly items = { get: (id: string) => (id === this.own.id ? this.own : undefined), has: (id: string) => id === this.own.id };
  async createEmbeddedDocuments(_name: string, data: object[], options: object): Promise<object[]> {
    this.created.push({ data, options });
    return data;
  }
}

function item(id: string, name: string, type: string, parent: { readonly uuid: string } | null): ItemDouble {
  return {
    id,
    name,
    type,
    parent,
    toObject: () => ({ name, type }),
    toDragData: () => ({ type: "Item", uuid: `${parent?.uuid ?? "Compendium.x"}.Item.${id}` }),
  };
}

const module = ruleSetById("d100-fate")?.play;
const rules: SheetRules = {
  module: async () => module,
  snapshot: () => {
    throw new Error("not drawn here");
  },
  budget: () => undefined,
  startCard: async () => undefined,
};
let warnings: string[];

beforeEach(() => {
  warnings = [];
  vi.resetModules();
  const mixin = (base: unknown): unknown => base;
  vi.stubGlobal("foundry", { applications: { sheets: { ActorSheetV2: SheetBase }, api: { HandlebarsApplicationMixin: mixin, ApplicationV2: class {} } } });
  vi.stubGlobal("game", { i18n: dictionaryTranslator(english) });
  vi.stubGlobal("HTMLElement", ElementDouble);
  vi.stubGlobal("HTMLButtonElement", ButtonDouble);
  vi.stubGlobal("ui", { notifications: { warn: (message: string) => void warnings.push(message) } });
});

afterEach(() => vi.unstubAllGlobals());

interface DropSheet {
  _onDropItem(event: unknown, item: ItemDouble): Promise<unknown>;
  _onDragStart(event: unknown): Promise<void>;
}

async function sheetFor(actor: ActorDouble): Promise<DropSheet> {
  const { defineActorSheet } = await import("../../../../src/foundry/applications/sheets/TurnwrightActorSheet");
  const Sheet = defineActorSheet(rules) as unknown as new (actor: ActorDouble) => DropSheet;
  return new Sheet(actor);
}

/** An element of the sheet's page (no DOM in these tests): its `data-*` and whether it sits in the sheet's body. */
class ElementDouble {
  constructor(
    readonly dataset: Record<string, string>,
    readonly inBody: boolean,
  ) {}
  closest(selector: string): unknown {
    return selector === ".tw-sheet-body" && this.inBody ? {} : null;
  }
}
class ButtonDouble extends ElementDouble {}

function dragFrom(element: ElementDouble): { event: unknown; read: () => unknown } {
  let written = "";
  const event = { currentTarget: element, dataTransfer: { setData: (_kind: string, value: string) => void (written = value) } };
  return { event, read: () => (written === "" ? null : JSON.parse(written)) };
}

describe("the actor sheet's drag and drop", () => {
  it("adds an item of the world's rule set, from a compendium or another actor, once", async () => {
    const actor = new ActorDouble();
    const sheet = await sheetFor(actor);
    await sheet._onDropItem({}, item("c1", "Chainsword", "d100-fate-weapon", null));
    await sheet._onDropItem({}, item("w1", "Las rifle", "d100-fate-weapon", { uuid: "Actor.other" }));
    expect(actor.created).toEqual([
      { data: [{ name: "Chainsword", type: "d100-fate-weapon" }], options: { keepId: true } },
      { data: [{ name: "Las rifle", type: "d100-fate-weapon" }], options: { keepId: false } },
    ]);
    expect(warnings).toEqual([]);
  });

  it("refuses another rule set's weapon in words, and adds nothing", async () => {
    const actor = new ActorDouble();
    const sheet = await sheetFor(actor);
    expect(await sheet._onDropItem({}, item("s1", "Longsword", "d20-segments-weapon", null))).toBeNull();
    expect(actor.created).toEqual([]);
    expect(warnings).toEqual(["Longsword belongs to d20 Segments & Botches; this world plays d100 & Fate, so it was not added"]);
  });

  it("does nothing with the actor's own item dropped on it", async () => {
    const actor = new ActorDouble();
    const sheet = await sheetFor(actor);
    expect(await sheet._onDropItem({}, actor.own)).toBeNull();
    expect(actor.created).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it("a rule button carries its action; an item row carries its item", async () => {
    const actor = new ActorDouble();
    const sheet = await sheetFor(actor);
    // The rendered row and its button, as the DOM hands them to the handler: their dataset and `closest`.
    const row = new ElementDouble({ itemId: "w1" }, false);
    const button = new ButtonDouble({ action: "attack", twItem: "w1", twAction: "standardAttack" }, true);
    const fromButton = dragFrom(button);
    await sheet._onDragStart(fromButton.event);
    expect(fromButton.read()).toEqual({ type: "turnwright.action", actor: "Actor.sergeant", action: "attack", data: { item: "w1", action: "standardAttack" } });
    const fromRow = dragFrom(row);
    await sheet._onDragStart(fromRow.event);
    expect(fromRow.read()).toEqual({ type: "Item", uuid: "Actor.sergeant.Item.w1" });
  });
});
