import type { SheetView } from "../../../engine/play/SheetView";
import { gameTranslator } from "../../templating/gameTranslator";
import { submitScreened } from "./submitScreened";

/** The document a sheet edits, as far as checking a submission needs it. */
interface Checked {
  readonly type: string;
  readonly name: string;
  validate(options: { changes: object; clean: boolean; fallback: boolean }): unknown;
}

/**
 * A sheet's submission, screened field by field against the view (a refused field is named in
 * a warning and reset; the rest is kept), then checked by the document's own model. A
 * programmatic submit may add data of its own; it is merged and checked as core does.
 */
export function submitSheet(document: Checked, view: SheetView, form: HTMLFormElement, submitted: Record<string, unknown>, updateData: unknown): object {
  const data = submitScreened({
    view,
    name: document.name,
    form,
    submitted,
    validate: (changes) => void document.validate({ changes: { ...changes, type: document.type }, clean: true, fallback: false }),
    i18n: gameTranslator(),
    warn: (message) => void ui.notifications?.warn(message),
  });
  if (typeof updateData !== "object" || updateData === null) return data;
  const merged = foundry.utils.mergeObject(data, updateData);
  document.validate({ changes: { ...merged, type: document.type }, clean: true, fallback: false });
  return merged;
}
