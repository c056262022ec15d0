import type { SheetView } from "../../../engine/play/SheetView";
import { storedNotes, withNotesTab } from "./notesTab";

/**
 * The view with the document's notes (an actor's) or description (an item's) as its last tab,
 * shown as core shows rich text: enriched, its secrets for its owners alone, its links and rolls
 * drawn relative to it (v13 client/applications/ux/text-editor.mjs, `TextEditor.enrichHTML`).
 */
export async function withDocumentNotes(
  view: SheetView,
  document: Actor.Implementation | Item.Implementation,
  sheetKind: "actor" | "item",
): Promise<SheetView> {
  const stored = storedNotes(document.toObject().system, sheetKind);
  const shown = await foundry.applications.ux.TextEditor.implementation.enrichHTML(stored, { secrets: document.isOwner, relativeTo: document });
  return withNotesTab(view, sheetKind, stored, shown);
}
