import { text } from "../../../engine/text/LocalText";
import type { SheetView } from "../../../engine/play/SheetView";

/** Where a document keeps the rich text no rule reads: an actor its notes, an item its description (engine/schema/notes.ts). */
const NOTES = {
  actor: { field: "notes", tab: "TURNWRIGHT.Sheet.NotesTab", title: "TURNWRIGHT.Sheet.Notes" },
  item: { field: "description", tab: "TURNWRIGHT.Sheet.DescriptionTab", title: "TURNWRIGHT.Sheet.Description" },
} as const;

/** The rich text a document's stored data holds; "" where it holds none (data written before it existed). */
export function storedNotes(system: unknown, sheetKind: "actor" | "item"): string {
  const value: unknown = typeof system === "object" && system !== null ? Reflect.get(system, NOTES[sheetKind].field) : undefined;
  return typeof value === "string" ? value : "";
}

/**
 * The sheet's view with one more tab, its last: the document's rich text in core's editor, as it
 * is stored and as it is shown (`shown`: enriched, where Foundry enriches it). Every rule set's
 * sheets have it alike, so no rule set draws it.
 */
export function withNotesTab(view: SheetView, sheetKind: "actor" | "item", stored: string, shown: string): SheetView {
  const notes = NOTES[sheetKind];
  return {
    ...view,
    tabs: [
      ...view.tabs,
      { id: notes.field, label: text(notes.tab), blocks: [{ kind: "notes", title: text(notes.title), path: `system.${notes.field}`, value: stored, shown }] },
    ],
  };
}
