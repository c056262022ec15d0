import { afterEach, describe, expect, it, vi } from "vitest";
import { coreMenuEntry } from "../../src/foundry/menuEntry";

afterEach(() => vi.unstubAllGlobals());

const acted: string[] = [];
const entry = {
  label: "TURNWRIGHT.Combat.Hold.delay",
  icon: "<i></i>",
  visible: (li: HTMLElement) => li.id === "c1",
  act: (li: HTMLElement) => void acted.push(li.id),
};
const row = { id: "c1" } as HTMLElement;

describe("a tracker menu entry, in the shape the running game's ContextMenu reads", () => {
  it("on v13: name, condition, callback(target) (client/applications/ux/context-menu.mjs)", () => {
    vi.stubGlobal("game", { release: { generation: 13 } });
    const made = coreMenuEntry(entry);
    expect(Object.keys(made).sort()).toEqual(["callback", "condition", "icon", "name"]);
    expect(made.name).toBe(entry.label);
    acted.length = 0;
    Reflect.apply(Object(made).callback, undefined, [row]);
    expect(acted).toEqual(["c1"]);
  });

  it("on v14: label, visible, onClick(event, target), and none of the names v14 warns about (v14's declarations, ContextMenu.Entry)", () => {
    vi.stubGlobal("game", { release: { generation: 14 } });
    const made = coreMenuEntry(entry);
    expect(Object.keys(made).sort()).toEqual(["icon", "label", "onClick", "visible"]);
    acted.length = 0;
    Reflect.apply(Object(made).onClick, undefined, [new Event("click"), row]);
    expect(acted).toEqual(["c1"]);
  });
});
