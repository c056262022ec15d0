import { describe, expect, it } from "vitest";
import type { SheetView } from "../../../src/engine/play/SheetView";
import { sheetContextFor, TAB_GROUP } from "../../../src/foundry/templating/sheetContext";

const view: SheetView = {
  subtitle: { key: "TURNWRIGHT.X" },
  tabs: [
    { id: "main", label: { key: "TURNWRIGHT.Main" }, blocks: [] },
    { id: "gear", label: { key: "TURNWRIGHT.Gear" }, blocks: [] },
  ],
};
const subject = { sheetKind: "actor" as const, name: "A", img: "", editable: true };

describe("a sheet's remembered tab", () => {
  it("is kept while the view has it, and falls back to the first tab (remembered too) when it does not", () => {
    const kept: Record<string, string | null> = { [TAB_GROUP]: "gear" };
    sheetContextFor(subject, view, kept);
    expect(kept[TAB_GROUP]).toBe("gear");
    const gone: Record<string, string | null> = { [TAB_GROUP]: "actions" };
    sheetContextFor(subject, view, gone);
    expect(gone[TAB_GROUP]).toBe("main");
  });
});
