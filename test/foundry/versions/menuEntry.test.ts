import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { coreMenuEntry } from "../../../src/foundry/versions/menuEntry";
import { GENERATIONS, V14, globalsOf } from "../../support/foundry/foundryGenerations";

const acted: string[] = [];
const entry = {
  label: "TURNWRIGHT.Combat.Hold.delay",
  icon: "<i></i>",
  visible: (li: HTMLElement) => li.id === "c1",
  act: (li: HTMLElement) => void acted.push(li.id),
};
const row = { id: "c1" } as HTMLElement;
const otherRow = { id: "c2" } as HTMLElement;

/** v14's `foundry.utils.logCompatibilityWarning`, which its ContextMenu warns through for v13's names. */
const warned = vi.fn();

afterEach(() => vi.unstubAllGlobals());

describe.each(GENERATIONS)("a tracker menu entry, read by $name's ContextMenu", (generation) => {
  beforeEach(() => {
    warned.mockClear();
    acted.length = 0;
    for (const [name, value] of Object.entries(globalsOf(generation, warned))) vi.stubGlobal(name, value);
  });

  it("shows its label on the rows it is for, acts on a click on one, and logs no compatibility warning", () => {
    const [read] = generation.readMenu([coreMenuEntry(entry)]);
    expect(read?.label).toBe(entry.label);
    expect([read?.visible(row), read?.visible(otherRow)]).toEqual([true, false]);
    read?.click(row);
    expect(acted).toEqual(["c1"]);
    expect(warned).not.toHaveBeenCalled();
  });
});

describe("a tracker menu entry, in the shape the running game's ContextMenu reads", () => {
  beforeEach(() => (acted.length = 0));

  it("on v13: name, condition, callback(target) (client/applications/ux/context-menu.mjs)", () => {
    vi.stubGlobal("game", { release: { generation: 13 } });
    const made = coreMenuEntry(entry);
    expect(Object.keys(made).sort()).toEqual(["callback", "condition", "icon", "name"]);
    expect(made.name).toBe(entry.label);
    Reflect.apply(Object(made).callback, undefined, [row]);
    expect(acted).toEqual(["c1"]);
  });

  it("on v14: label, visible, onClick(event, target), and none of the names v14 warns about (v14's declarations, ContextMenu.Entry)", () => {
    vi.stubGlobal("game", { release: { generation: 14 } });
    const made = coreMenuEntry(entry);
    expect(Object.keys(made).sort()).toEqual(["icon", "label", "onClick", "visible"]);
    Reflect.apply(Object(made).onClick, undefined, [new Event("click"), row]);
    expect(acted).toEqual(["c1"]);
  });

  it("v13's shape read by v14's ContextMenu still works, with a compatibility warning for each old name: what the entry must never cause", () => {
    vi.stubGlobal("game", { release: { generation: 13 } });
    const old = coreMenuEntry(entry);
    for (const [name, value] of Object.entries(globalsOf(V14, warned))) if (name !== "game") vi.stubGlobal(name, value);
    warned.mockClear();
    const [read] = V14.readMenu([old]);
    read?.visible(row);
    read?.click(row);
    expect(acted).toEqual(["c1"]);
    expect(warned.mock.calls.map(([message]: unknown[]) => message)).toEqual([
      "`ContextMenuEntry#name` is deprecated. Use `ContextMenuEntry#label` instead.",
      "`ContextMenuEntry#condition` is deprecated. Use `ContextMenuEntry#visible` instead.",
      "`ContextMenuEntry#callback` is deprecated. Use `ContextMenuEntry#onClick` instead.",
    ]);
  });
});
